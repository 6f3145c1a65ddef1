import { createHmac } from 'node:crypto';
import { macMatches } from './mac-matches';

const expected = createHmac('sha256', 'a secret').update('monthly-gift:7').digest();
const written = expected.toString('base64url');

/** The same bytes spelled otherwise: 32 bytes fill 43 characters, whose last carries 2 bits no byte uses. */
function alias(text: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(text.at(-1) as string);
  return text.slice(0, -1) + alphabet[last ^ 1];
}

describe('macMatches', () => {
  it('accepts the MAC as it was written', () => {
    expect(macMatches(written, expected)).toBe(true);
  });

  it('refuses another spelling of the same bytes, which decodes to them', () => {
    const other = alias(written);
    expect(Buffer.from(other, 'base64url').equals(expected)).toBe(true);
    expect(macMatches(other, expected)).toBe(false);
  });

  it('refuses a changed character, a shortened MAC and text that is not base64url', () => {
    const changed = `${written[0] === 'A' ? 'B' : 'A'}${written.slice(1)}`;
    expect(macMatches(changed, expected)).toBe(false);
    expect(macMatches(written.slice(0, -2), expected)).toBe(false);
    expect(macMatches('not a mac at all!', expected)).toBe(false);
  });
});
