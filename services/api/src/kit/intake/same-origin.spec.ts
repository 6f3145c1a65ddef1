import { requestOrigin } from './same-origin';

describe('requestOrigin', () => {
  it('takes the Origin header, normalised', () => {
    expect(requestOrigin({ origin: 'http://localhost:4200' })).toBe('http://localhost:4200');
    expect(requestOrigin({ origin: 'HTTPS://Example.ORG:443' })).toBe('https://example.org');
  });

  it('prefers Origin to Referer, even when Origin names no usable origin', () => {
    expect(requestOrigin({ origin: 'https://evil.example', referer: 'http://localhost:4200/contact' })).toBe(
      'https://evil.example',
    );
    expect(requestOrigin({ origin: 'null', referer: 'http://localhost:4200/contact' })).toBeUndefined();
  });

  it("falls back to the Referer's origin when there is no Origin", () => {
    expect(requestOrigin({ referer: 'http://localhost:4200/donate?amount=25#top' })).toBe('http://localhost:4200');
  });

  it('names no origin for missing, opaque or malformed headers', () => {
    expect(requestOrigin({})).toBeUndefined();
    expect(requestOrigin({ origin: 'null' })).toBeUndefined();
    expect(requestOrigin({ origin: 'not a url' })).toBeUndefined();
    expect(requestOrigin({ referer: 'data:text/html,hi' })).toBeUndefined();
  });
});
