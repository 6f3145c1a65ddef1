import { isOneClickForm, isOneClickMultipart } from './one-click-form';

const TYPE = 'multipart/form-data; boundary=----b0und';
const part = (headers: string[], value: string) => `\r\n${headers.join('\r\n')}\r\n\r\n${value}\r\n`;
const multipart = (...parts: string[]) =>
  Buffer.from(`${parts.map((body) => `------b0und${body}`).join('')}------b0und--\r\n`);
const field = part(['Content-Disposition: form-data; name="List-Unsubscribe"'], 'One-Click');

describe('one-click unsubscribe bodies (RFC 8058)', () => {
  it('accepts exactly List-Unsubscribe=One-Click, url-encoded', () => {
    expect(isOneClickForm({ 'List-Unsubscribe': 'One-Click' })).toBe(true);
    for (const body of [
      {},
      { 'List-Unsubscribe': 'one-click' },
      { 'List-Unsubscribe': ['One-Click', 'One-Click'] },
      { 'List-Unsubscribe': 'One-Click', x: '1' },
      'List-Unsubscribe=One-Click',
      null,
      undefined,
    ]) {
      expect(isOneClickForm(body)).toBe(false);
    }
  });

  it('accepts the same single field as multipart, with or without a part type or a quoted boundary', () => {
    expect(isOneClickMultipart(multipart(field), TYPE)).toBe(true);
    expect(isOneClickMultipart(multipart(field), 'multipart/form-data; boundary="----b0und"')).toBe(true);
    expect(
      isOneClickMultipart(
        multipart(
          part(
            ['Content-Disposition: form-data; name="List-Unsubscribe"', 'Content-Type: text/plain; charset=utf-8'],
            'One-Click',
          ),
        ),
        TYPE,
      ),
    ).toBe(true);
  });

  it.each([
    ['a second field', multipart(field, part(['Content-Disposition: form-data; name="x"'], '1'))],
    ['another value', multipart(part(['Content-Disposition: form-data; name="List-Unsubscribe"'], 'Yes'))],
    [
      'another field name',
      multipart(part(['Content-Disposition: form-data; name="List-Unsubscribe-Post"'], 'One-Click')),
    ],
    [
      'a file',
      multipart(part(['Content-Disposition: form-data; name="List-Unsubscribe"; filename="a.txt"'], 'One-Click')),
    ],
    ['no disposition', multipart(part(['Content-Type: text/plain'], 'One-Click'))],
    ['an unclosed body', Buffer.from(`------b0und${field}`)],
    ['no parts', Buffer.from('------b0und--\r\n')],
  ])('refuses %s', (_name, body) => {
    expect(isOneClickMultipart(body, TYPE)).toBe(false);
  });

  it('refuses a body that does not use the declared boundary, or a type without one', () => {
    expect(isOneClickMultipart(multipart(field), 'multipart/form-data; boundary=other')).toBe(false);
    expect(isOneClickMultipart(multipart(field), 'multipart/form-data')).toBe(false);
    expect(isOneClickMultipart('not bytes', TYPE)).toBe(false);
  });
});
