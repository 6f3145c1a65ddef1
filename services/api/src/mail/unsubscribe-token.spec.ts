import { signUnsubscribeToken, subscriberIdOf, unsubscribeTokenMatches, unsubscribeUrl } from './unsubscribe-token';

const secret = 'a-test-secret-that-is-at-least-32-characters';

describe('unsubscribe tokens', () => {
  const token = signUnsubscribeToken(secret, 42, 'amina@example.org');

  it('round-trips: the token names its subscriber and matches its address', () => {
    expect(token).toMatch(/^42\.[A-Za-z0-9_-]{43}$/);
    expect(subscriberIdOf(token)).toBe(42);
    expect(unsubscribeTokenMatches(secret, token, 42, 'amina@example.org')).toBe(true);
    // Addresses are compared as stored: trimmed and lower-cased.
    expect(unsubscribeTokenMatches(secret, token, 42, ' Amina@Example.ORG ')).toBe(true);
  });

  it('does not match another subscriber, another address or another secret', () => {
    expect(unsubscribeTokenMatches(secret, token, 43, 'amina@example.org')).toBe(false);
    expect(unsubscribeTokenMatches(secret, token, 42, 'someone@example.org')).toBe(false);
    expect(unsubscribeTokenMatches(`${secret}!`, token, 42, 'amina@example.org')).toBe(false);
    expect(
      unsubscribeTokenMatches(
        secret,
        signUnsubscribeToken(secret, 43, 'amina@example.org').replace(/^43/, '42'),
        42,
        'amina@example.org',
      ),
    ).toBe(false);
  });

  it('refuses a tampered signature of the right shape', () => {
    const signature = token.slice(3);
    const flipped = `42.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(subscriberIdOf(flipped)).toBe(42);
    expect(unsubscribeTokenMatches(secret, flipped, 42, 'amina@example.org')).toBe(false);
  });

  it.each([
    '',
    '42',
    '42.',
    'abc.def',
    '0.' + 'A'.repeat(43),
    '-1.' + 'A'.repeat(43),
    '42.' + 'A'.repeat(42),
    '42.' + 'A'.repeat(44),
    '42.' + '+'.repeat(43),
    ` ${token}`,
    '12345678901.' + 'A'.repeat(43),
  ])('names no subscriber for the malformed token %j', (malformed) => {
    expect(subscriberIdOf(malformed)).toBeNull();
  });

  it('builds the site’s unsubscribe link with the token in t', () => {
    expect(unsubscribeUrl('https://example.org', token)).toBe(`https://example.org/unsubscribe?t=${token}`);
  });
});
