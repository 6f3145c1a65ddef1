import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a link's MAC, as written in it (base64url), is exactly `expected`, in its one canonical spelling. The
 * last character of base64url carries bits the bytes do not use, so other spellings decode to the same bytes; a
 * signed link has one spelling, and any changed character is refused.
 */
export function macMatches(written: string, expected: Buffer): boolean {
  const given = Buffer.from(written, 'base64url');
  return (
    given.length === expected.length && given.toString('base64url') === written && timingSafeEqual(given, expected)
  );
}
