/**
 * @jest-environment node
 */
import { trustedProxyMatcher } from './trusted-proxies';

describe('trustedProxyMatcher', () => {
  it('trusts no address when no proxy is named', () => {
    const isTrusted = trustedProxyMatcher([]);
    expect(isTrusted('127.0.0.1')).toBe(false);
    expect(isTrusted('::1')).toBe(false);
  });

  it('knows the named ranges, in both address families', () => {
    const isTrusted = trustedProxyMatcher(['loopback', 'uniquelocal']);
    for (const address of [
      '127.0.0.1',
      '127.9.9.9',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '172.31.0.1',
      '192.168.1.1',
      'fd12::1',
    ]) {
      expect(isTrusted(address)).toBe(true);
    }
    for (const address of ['203.0.113.7', '172.32.0.1', '169.254.0.1', '2001:db8::1'])
      expect(isTrusted(address)).toBe(false);
  });

  it('matches single addresses and CIDR ranges', () => {
    const isTrusted = trustedProxyMatcher(['203.0.113.0/24', '198.51.100.9', '2001:db8::/32']);
    expect(isTrusted('203.0.113.200')).toBe(true);
    expect(isTrusted('198.51.100.9')).toBe(true);
    expect(isTrusted('198.51.100.10')).toBe(false);
    expect(isTrusted('2001:db8:1::5')).toBe(true);
    expect(isTrusted('not an address')).toBe(false);
  });
});
