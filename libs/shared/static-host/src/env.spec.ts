import { InvalidConfigError } from '@solar/shared-config';
import { readRemoteServerConfig } from './env';

const read = (env: Record<string, string>) => readRemoteServerConfig(env, 'mfe-content', 'CONTENT_PORT', 4201);

describe('a remote server’s settings', () => {
  it('takes its port from its own variable, then PORT, then the default', () => {
    expect(read({ CONTENT_PORT: '5001', PORT: '6000' }).port).toBe(5001);
    expect(read({ PORT: '6000' }).port).toBe(6000);
    expect(read({}).port).toBe(4201);
  });

  it.each(['abc', '0', '70000', '80.5'])('refuses %s with a message naming the variable', (value) => {
    expect(() => read({ CONTENT_PORT: value })).toThrow(/CONTENT_PORT must be an integer from 1 to 65535/);
  });

  it('allows the shell origin derived from SHELL_PORT by default', () => {
    expect(read({ SHELL_PORT: '4310' }).allowedOrigins).toEqual(['http://localhost:4310']);
    expect(read({}).allowedOrigins).toEqual(['http://localhost:4200']);
  });

  it('reads a comma-separated list when given', () => {
    expect(read({ ALLOWED_ORIGINS: 'https://a.example, https://b.example' }).allowedOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it("trusts no peer's request id unless TRUSTED_PROXIES names some, and refuses a bad entry", () => {
    expect(read({}).trustedProxies).toEqual([]);
    expect(read({ TRUSTED_PROXIES: 'loopback, 172.30.242.10' }).trustedProxies).toEqual(['loopback', '172.30.242.10']);
    expect(() => read({ TRUSTED_PROXIES: 'shell.internal' })).toThrow(/TRUSTED_PROXIES must be a list/);
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      read({ CONTENT_PORT: 'x', SHELL_ORIGIN: 'ftp://x', ALLOWED_ORIGINS: 'a.example' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidConfigError);
    expect((error as InvalidConfigError).message).toMatch(/^Invalid mfe-content server configuration:/);
    expect((error as InvalidConfigError).problems).toEqual([
      expect.stringMatching(/^CONTENT_PORT /),
      expect.stringMatching(/^SHELL_ORIGIN /),
      expect.stringMatching(/^ALLOWED_ORIGINS /),
    ]);
  });
});
