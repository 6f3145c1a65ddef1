import { safeNext, signInPath } from './sign-in-path';

describe('where sign-in returns to', () => {
  it('returns to console pages with their query', () => {
    expect(safeNext('/staff/messages?page=2')).toBe('/staff/messages?page=2');
    expect(signInPath('/staff/volunteers/4')).toBe('/staff/sign-in?next=%2Fstaff%2Fvolunteers%2F4');
  });

  it('never leaves the console, nor loops back to sign-in', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/staff',
      '//evil.example/staff',
      '/staffing',
      '/donate',
      '/staff/sign-in?next=/staff',
    ]) {
      expect(safeNext(next)).toBe('/staff');
    }
    expect(signInPath('/staff')).toBe('/staff/sign-in');
  });
});
