import { isCommonPassword, passwordProblem } from './password-policy';

describe('passwordProblem (NIST SP 800-63B: length and a breach list, no composition rules)', () => {
  it('accepts a long passphrase without digits or symbols', () => {
    expect(passwordProblem('solar panels on the school roof')).toBeNull();
  });

  it('counts characters, not bytes or UTF-16 units: 12 emoji are long enough, 11 are not', () => {
    expect(passwordProblem('🌞'.repeat(12))).toBeNull();
    expect(passwordProblem('🌞'.repeat(11))).toBe('password must be at least 12 characters');
  });

  it('refuses fewer than 12 and more than 128 characters', () => {
    expect(passwordProblem('elevenchars')).toBe('password must be at least 12 characters');
    expect(passwordProblem('x'.repeat(128))).toBeNull();
    expect(passwordProblem('x'.repeat(129))).toBe('password must be at most 128 characters');
  });

  it('refuses listed passwords whatever their case and surrounding spaces', () => {
    for (const common of [
      'password1234',
      'QWERTYUIOP123',
      '  iloveyou1234 ',
      '123456789012',
      'Summer2024!!',
      'welcome12345',
      'Solarpower2025',
    ]) {
      expect(passwordProblem(common)).toBe('password is too common: it appears in lists of breached passwords');
    }
  });

  it('reads the list from its file, skipping the comment lines', () => {
    expect(isCommonPassword('1qaz2wsx3edc')).toBe(true);
    expect(isCommonPassword('# common passwords')).toBe(false);
  });

  it('refuses a password containing the username', () => {
    expect(passwordProblem('amina-khan is my password', 'Amina-Khan')).toBe('password must not contain the username');
  });
});
