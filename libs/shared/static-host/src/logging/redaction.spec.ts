import { REDACTED, redactFields, scrubEmails } from './redaction';

describe('redactFields', () => {
  it('replaces personal values at the first three levels, arrays included, and no deeper', () => {
    const line = {
      email: 'amina@example.org',
      giftAid: { postcode: 'B3 2RT', address: { line1: '12 High St' } },
      req: { headers: { cookie: 'staff_session=abc', 'user-agent': 'test' } },
      donors: [{ donorName: 'Amina Khan' }],
      deep: { a: { b: { email: 'kept@example.org' } } },
      outboxId: 7,
    };
    expect(redactFields(line)).toEqual({
      email: REDACTED,
      giftAid: { postcode: REDACTED, address: REDACTED },
      req: { headers: { cookie: REDACTED, 'user-agent': 'test' } },
      donors: [{ donorName: REDACTED }],
      deep: { a: { b: { email: 'kept@example.org' } } },
      outboxId: 7,
    });
  });

  it("never changes the caller's object, and returns it as it is when it holds nothing personal", () => {
    const fields = { method: 'GET', path: '/api/projects/1', status: 200, nested: { ok: true } };
    expect(redactFields(fields)).toBe(fields);
    const personal = { form: { email: 'amina@example.org' }, other: { ok: true } };
    const redacted = redactFields(personal);
    expect(personal.form.email).toBe('amina@example.org');
    expect(redacted.other).toBe(personal.other);
  });

  it('leaves errors to the error serializer, and any value that is not an object as it is', () => {
    const error = Object.assign(new Error('x'), { email: 'amina@example.org' });
    expect(redactFields(error)).toBe(error);
    expect(redactFields('text')).toBe('text');
    expect(redactFields(null)).toBeNull();
  });
});

describe('scrubEmails', () => {
  it('replaces addresses in free text', () => {
    expect(scrubEmails('550 amina.khan+gifts@example.co.uk rejected')).toBe('550 [email] rejected');
    expect(scrubEmails('GET /api/projects/1 200 3ms')).toBe('GET /api/projects/1 200 3ms');
  });
});
