import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { InvalidConfigError, readApiConfig } from './api-config';

describe('readApiConfig', () => {
  it('applies the defaults', () => {
    expect(readApiConfig({}, '/srv')).toEqual({
      port: 3000,
      databaseUrl: undefined,
      sqlitePath: resolve('/srv', 'data/solar.sqlite'),
      shellOrigin: 'http://localhost:4200',
      version: 'dev',
      rateLimitPerMinute: 5,
      trustedProxies: ['loopback', 'linklocal', 'uniquelocal'],
      paypal: null,
      shutdownTimeoutMs: 10_000,
      databaseConnectTimeoutMs: 800,
      databaseQueryTimeoutMs: 5_000,
    });
  });

  it('reads SHUTDOWN_TIMEOUT_MS and the database timeouts', () => {
    const config = readApiConfig({ SHUTDOWN_TIMEOUT_MS: '0', DATABASE_CONNECT_TIMEOUT_MS: '250', DATABASE_QUERY_TIMEOUT_MS: '30000' });
    expect(config).toMatchObject({ shutdownTimeoutMs: 0, databaseConnectTimeoutMs: 250, databaseQueryTimeoutMs: 30_000 });
    for (const [name, bad] of [
      ['SHUTDOWN_TIMEOUT_MS', '-1'],
      ['SHUTDOWN_TIMEOUT_MS', '10s'],
      ['SHUTDOWN_TIMEOUT_MS', '600001'],
      ['DATABASE_CONNECT_TIMEOUT_MS', '99'],
      ['DATABASE_QUERY_TIMEOUT_MS', '1.5'],
    ]) {
      expect(() => readApiConfig({ [name as string]: bad })).toThrow(new RegExp(`${name} must be an integer`));
    }
  });

  it('takes the version from the build stamp unless APP_VERSION overrides it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-stamp-'));
    const stamp = join(dir, 'version.json');
    writeFileSync(stamp, JSON.stringify({ name: 'api', version: '0.1.0+abc1234', builtAt: '2026-11-21T07:00:00.000Z' }));
    expect(readApiConfig({}, '/srv', stamp)).toMatchObject({ version: '0.1.0+abc1234', builtAt: '2026-11-21T07:00:00.000Z' });
    expect(readApiConfig({ APP_VERSION: '2.0.0' }, '/srv', stamp).version).toBe('2.0.0');
    expect(readApiConfig({}, '/srv', join(dir, 'missing.json')).version).toBe('dev');
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes the shell origin from SHELL_ORIGIN, else from SHELL_PORT on localhost', () => {
    expect(readApiConfig({ SHELL_PORT: '4310' }).shellOrigin).toBe('http://localhost:4310');
    expect(readApiConfig({ SHELL_PORT: '4310', SHELL_ORIGIN: 'https://fromsuntosanctuary.org/' }).shellOrigin).toBe('https://fromsuntosanctuary.org');
  });

  it('reads TRUSTED_PROXIES', () => {
    expect(readApiConfig({ TRUSTED_PROXIES: 'loopback, 203.0.113.0/24,2001:db8::1' }).trustedProxies).toEqual(['loopback', '203.0.113.0/24', '2001:db8::1']);
    for (const bad of ['everyone', '10.0.0.0/33', '300.1.1.1', 'loopback,*']) {
      expect(() => readApiConfig({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/);
    }
  });

  it('reads RATE_LIMIT_PER_MINUTE', () => {
    expect(readApiConfig({ RATE_LIMIT_PER_MINUTE: '200' }).rateLimitPerMinute).toBe(200);
    for (const bad of ['0', '-1', '2.5', 'many', '100001']) {
      expect(() => readApiConfig({ RATE_LIMIT_PER_MINUTE: bad })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    }
  });

  it('prefers API_PORT and accepts PORT', () => {
    expect(readApiConfig({ API_PORT: '3100', PORT: '8080' }).port).toBe(3100);
    expect(readApiConfig({ PORT: '8080' }).port).toBe(8080);
  });

  it('accepts a mysql DATABASE_URL and an explicit SQLite path', () => {
    const config = readApiConfig({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/solar', SQLITE_PATH: 'tmp/x.sqlite' }, '/srv');
    expect(config.databaseUrl).toBe('mysql://root@127.0.0.1:3306/solar');
    expect(config.sqlitePath).toBe(resolve('/srv', 'tmp/x.sqlite'));
    expect(readApiConfig({ DATABASE_URL: 'mariadb://root@db/solar' }).databaseUrl).toBe('mariadb://root@db/solar');
  });

  it('lists every invalid variable in one error', () => {
    let error: unknown;
    try {
      readApiConfig({
        API_PORT: 'abc',
        DATABASE_URL: 'postgres://db/x',
        SHELL_ORIGIN: 'ftp://x',
        PAYPAL_ENVIRONMENT: 'prod',
        PAYPAL_CLIENT_ID: 'only-the-id',
        SHUTDOWN_TIMEOUT_MS: 'soon',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidConfigError);
    expect((error as InvalidConfigError).problems).toHaveLength(6);
    expect((error as Error).message).toMatch(/API_PORT[\s\S]*DATABASE_URL[\s\S]*SHELL_ORIGIN[\s\S]*PAYPAL_ENVIRONMENT[\s\S]*PAYPAL_CLIENT_SECRET[\s\S]*SHUTDOWN_TIMEOUT_MS/);
  });
});
