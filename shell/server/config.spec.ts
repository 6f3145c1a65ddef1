/**
 * @jest-environment node
 */
import { readShellServerConfig } from './config';

describe('readShellServerConfig', () => {
  it('derives every location from the ports when no URL is given', () => {
    const config = readShellServerConfig({ SHELL_PORT: '4310', CONTENT_PORT: '4311', API_PORT: '3310' }, '/tmp');
    expect(config.port).toBe(4310);
    expect(config.apiUrl).toBe('http://localhost:3310');
    expect(config.remotes).toEqual({
      content: 'http://localhost:4311',
      engage: 'http://localhost:4202',
      donate: 'http://localhost:4203',
    });
  });

  it('takes explicit remote URLs, so a remote can move without a rebuild', () => {
    const config = readShellServerConfig({ MFE_DONATE_URL: 'https://donate-v2.example.org/' }, '/tmp');
    expect(config.remotes.donate).toBe('https://donate-v2.example.org');
  });

  it('reaches remotes through internal URLs when given, and through the public ones otherwise', () => {
    const config = readShellServerConfig(
      { MFE_ENGAGE_URL: 'https://engage.example.org', MFE_CONTENT_INTERNAL_URL: 'http://mfe-content:4201' },
      '/tmp',
    );
    expect(config.internalRemotes).toEqual({
      content: 'http://mfe-content:4201',
      engage: 'https://engage.example.org',
      donate: 'http://localhost:4203',
    });
  });

  it.each(['not a url', 'ftp://files.example.org'])('refuses MFE_CONTENT_URL=%s', (value) => {
    expect(() => readShellServerConfig({ MFE_CONTENT_URL: value }, '/tmp')).toThrow(/MFE_CONTENT_URL/);
  });

  it('trusts no proxy unless TRUSTED_PROXIES names some', () => {
    expect(readShellServerConfig({}, '/tmp').trustedProxies).toEqual([]);
    expect(
      readShellServerConfig({ TRUSTED_PROXIES: 'loopback, 10.0.0.0/8,2001:db8::1' }, '/tmp').trustedProxies,
    ).toEqual(['loopback', '10.0.0.0/8', '2001:db8::1']);
  });

  it.each(['*', 'proxy.example.org', '10.0.0.0/33'])('refuses TRUSTED_PROXIES=%s', (value) => {
    expect(() => readShellServerConfig({ TRUSTED_PROXIES: value }, '/tmp')).toThrow(/TRUSTED_PROXIES/);
  });

  it('names every bad variable in one error before anything listens (decision 046)', () => {
    expect(() =>
      readShellServerConfig(
        { MFE_CONTENT_URL: 'ftp://x', CONTENT_PORT: 'soon', TRUSTED_PROXIES: '*', LIVE_RELOAD: 'yes' },
        '/tmp',
      ),
    ).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/^Invalid shell server configuration:/),
        problems: [
          expect.stringMatching(/^MFE_CONTENT_URL must be an absolute http\(s\) URL/),
          expect.stringMatching(/^CONTENT_PORT must be an integer from 1 to 65535/),
          expect.stringMatching(/^TRUSTED_PROXIES must be a list/),
          'LIVE_RELOAD must be true or false, got "yes"',
        ],
      }),
    );
  });

  it('reads flags in any case, and only http(s) origins as payment origins', () => {
    expect(readShellServerConfig({ LIVE_RELOAD: ' TRUE ' }, '/tmp').liveReload).toBe(true);
    expect(readShellServerConfig({}, '/tmp').liveReload).toBe(false);
    expect(readShellServerConfig({ CSP_PAYMENT_ORIGINS: 'http://localhost:4290' }, '/tmp').paymentOrigins).toContain(
      'http://localhost:4290',
    );
    expect(() => readShellServerConfig({ CSP_PAYMENT_ORIGINS: "'unsafe-inline'" }, '/tmp')).toThrow(
      /CSP_PAYMENT_ORIGINS/,
    );
  });
});
