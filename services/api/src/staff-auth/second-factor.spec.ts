import { randomBytes } from 'node:crypto';
import { asRecoveryCode, hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { open, seal } from './secret-box';
import { normaliseBase32Secret, parseKey } from './staff-mfa-config';
import { asTotpCode, codeAt, matchingStep, newTotpSecret, stepAt } from './totp';

/** RFC 6238 appendix B's SHA-1 secret, "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (RFC 6238)', () => {
  it("gives the RFC's test values (their last 6 digits)", () => {
    expect(codeAt(RFC_SECRET, stepAt(59_000))).toBe('287082');
    expect(codeAt(RFC_SECRET, stepAt(1_111_111_109_000))).toBe('081804');
    expect(codeAt(RFC_SECRET, stepAt(2_000_000_000_000))).toBe('279037');
  });

  it('matches a code from one step before now to one after, and says which step', () => {
    const now = 1_764_230_410_000;
    const step = stepAt(now);
    for (const drift of [-1, 0, 1])
      expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, step + drift), now)).toBe(step + drift);
    for (const drift of [-2, 2]) expect(matchingStep(RFC_SECRET, codeAt(RFC_SECRET, step + drift), now)).toBeNull();
  });

  it('reads codes as apps group them, and makes 160-bit secrets', () => {
    expect(asTotpCode(' 123 456 ')).toBe('123456');
    expect(asTotpCode('123-456')).toBe('123456');
    expect(asTotpCode('12345')).toBeNull();
    expect(asTotpCode('abcdef')).toBeNull();
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(newTotpSecret());
  });
});

describe('recovery codes', () => {
  it('are 10 distinct codes of 80 bits, read in any case with or without dashes, stored as SHA-256', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-tv-z0-9]{4}(-[a-hjkmnp-tv-z0-9]{4}){3}$/);
    const code = codes[0] as string;
    expect(asRecoveryCode(code.toUpperCase())).toBe(code.replace(/-/g, ''));
    expect(asRecoveryCode(code.replace(/-/g, ' '))).toBe(code.replace(/-/g, ''));
    expect(asRecoveryCode('123456')).toBeNull();
    expect(hashRecoveryCode(code)).toBe(hashRecoveryCode(code.replace(/-/g, '')));
    expect(hashRecoveryCode(code)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('sealed secrets (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('open with the same key and account, and never otherwise', () => {
    const sealed = seal(key, RFC_SECRET, 'staff-totp:1');
    expect(sealed).not.toContain(RFC_SECRET);
    expect(seal(key, RFC_SECRET, 'staff-totp:1')).not.toBe(sealed);
    expect(open(key, sealed, 'staff-totp:1')).toBe(RFC_SECRET);
    expect(() => open(key, sealed, 'staff-totp:2')).toThrow(/cannot be decrypted/);
    expect(() => open(randomBytes(32), sealed, 'staff-totp:1')).toThrow(/cannot be decrypted/);
    const [version, iv, tag, ciphertext] = sealed.split('.') as [string, string, string, string];
    const flipped = `${ciphertext[0] === 'A' ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(() => open(key, [version, iv, tag, flipped].join('.'), 'staff-totp:1')).toThrow(/cannot be decrypted/);
    expect(() => open(key, 'plain text', 'staff-totp:1')).toThrow(/not in the expected form/);
  });

  it('takes keys of 32 bytes as hex or base64, and base32 secrets as people type them', () => {
    expect(parseKey('00'.repeat(32))).toEqual(Buffer.alloc(32));
    expect(parseKey(Buffer.alloc(32, 1).toString('base64'))).toEqual(Buffer.alloc(32, 1));
    expect(parseKey('00'.repeat(31))).toBeNull();
    expect(parseKey(Buffer.alloc(31, 1).toString('base64'))).toBeNull();
    expect(normaliseBase32Secret('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toBe(RFC_SECRET);
    expect(normaliseBase32Secret('GEZDGNBVGY3TQOJ')).toBeNull();
    expect(normaliseBase32Secret('GEZDGNBVGY3TQOJ1')).toBeNull();
  });
});
