/**
 * @jest-environment node
 */
import type { IncomingMessage } from 'node:http';
import { GIFT_MARKER_COOKIE, giftMarkerCookie, givesFreshFigures } from './gift-marker';

const capture = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const options = { ttlMs: 5_000, secure: false };

describe('the gift marker', () => {
  it('names the project whose page captured the gift, for long enough to outlive a cache entry from before it', () => {
    expect(giftMarkerCookie(capture({ referer: 'http://localhost:4200/projects/2/donate' }), options)).toBe(
      `${GIFT_MARKER_COOKIE}=2; Max-Age=65; Path=/projects; HttpOnly; SameSite=Lax`,
    );
    expect(
      giftMarkerCookie(capture({ referer: 'https://site.example/projects/2/donate' }), { ttlMs: 5_000, secure: true }),
    ).toBe(`${GIFT_MARKER_COOKIE}=2; Max-Age=65; Path=/projects; HttpOnly; Secure; SameSite=Lax`);
  });

  it('keeps the projects already marked, and marks any project when the page is not known', () => {
    const second = giftMarkerCookie(
      capture({ referer: 'http://x/projects/4/donate', cookie: `a=b; ${GIFT_MARKER_COOKIE}=2.x.4` }),
      options,
    );
    expect(second).toMatch(new RegExp(`^${GIFT_MARKER_COOKIE}=4\\.2;`));
    expect(giftMarkerCookie(capture({}), options)).toMatch(new RegExp(`^${GIFT_MARKER_COOKIE}=any;`));
  });

  it('is not left by a gift made on a page of no project (the general donate page)', () => {
    expect(giftMarkerCookie(capture({ referer: 'http://localhost:4200/donate' }), options)).toBeNull();
  });

  it("sends that project's page, and only it, to the API for its figures", () => {
    expect(givesFreshFigures(`theme=dark; ${GIFT_MARKER_COOKIE}=4.2`, 2)).toBe(true);
    expect(givesFreshFigures(`${GIFT_MARKER_COOKIE}=4.2`, 3)).toBe(false);
    expect(givesFreshFigures(`${GIFT_MARKER_COOKIE}=any`, 3)).toBe(true);
    expect(givesFreshFigures(undefined, 3)).toBe(false);
    expect(givesFreshFigures(`${GIFT_MARKER_COOKIE}x=3; x${GIFT_MARKER_COOKIE}=3`, 3)).toBe(false);
  });
});
