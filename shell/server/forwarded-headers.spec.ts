/**
 * @jest-environment node
 */
import { forwardedHeaders } from './forwarded-headers';
import { trustedProxyMatcher } from '@solar/static-host';

const noProxies = trustedProxyMatcher([]);
const balancer = trustedProxyMatcher(['10.0.0.0/8']);

describe('forwardedHeaders', () => {
  it("replaces a client's own X-Forwarded-* with what the socket says", () => {
    const headers = {
      host: 'www.example.org',
      'x-forwarded-for': '198.51.100.1',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
    };
    expect(forwardedHeaders({ remoteAddress: '203.0.113.7', encrypted: false, headers }, noProxies)).toEqual({
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'www.example.org',
    });
  });

  it('replaces the chain even from a loopback or private peer the operator did not name', () => {
    const headers = { host: 'localhost:4200', 'x-forwarded-for': '198.51.100.1' };
    expect(
      forwardedHeaders({ remoteAddress: '::ffff:127.0.0.1', encrypted: false, headers }, noProxies)['x-forwarded-for'],
    ).toBe('127.0.0.1');
    expect(
      forwardedHeaders({ remoteAddress: '10.0.0.5', encrypted: false, headers }, noProxies)['x-forwarded-for'],
    ).toBe('10.0.0.5');
  });

  it('keeps the chain of a trusted proxy and appends that proxy, as the next hop would', () => {
    const headers = {
      host: 'shell:4200',
      'x-forwarded-for': '198.51.100.1, 192.0.2.4',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.example.org',
    };
    expect(forwardedHeaders({ remoteAddress: '10.0.0.5', encrypted: false, headers }, balancer)).toEqual({
      'x-forwarded-for': '198.51.100.1, 192.0.2.4, 10.0.0.5',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.example.org',
    });
  });

  it('fills in what a trusted proxy left out from the connection itself', () => {
    expect(
      forwardedHeaders({ remoteAddress: '10.0.0.5', encrypted: true, headers: { host: 'shell:4200' } }, balancer),
    ).toEqual({
      'x-forwarded-for': '10.0.0.5',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shell:4200',
    });
  });

  it('removes the headers it cannot fill (a closed socket, no Host)', () => {
    expect(
      forwardedHeaders(
        { remoteAddress: undefined, encrypted: false, headers: { 'x-forwarded-for': '198.51.100.1' } },
        balancer,
      ),
    ).toEqual({
      'x-forwarded-for': undefined,
      'x-forwarded-proto': 'http',
      'x-forwarded-host': undefined,
    });
  });
});
