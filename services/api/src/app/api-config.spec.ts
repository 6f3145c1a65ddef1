import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fastify } from 'fastify';
import { DEVELOPMENT_STAFF_MFA_KEY } from '../staff-auth/staff-mfa-config';
import { InvalidConfigError, readApiConfig } from './api-config';

/** Whether Fastify, given `trustedProxies` as create-app.ts gives it, believes X-Forwarded-For from `peer`. */
async function trusts(trustedProxies: string[], peer: string): Promise<boolean> {
  const app = fastify({ trustProxy: trustedProxies });
  app.get('/', async (request) => request.ip);
  try {
    const response = await app.inject({
      url: '/',
      remoteAddress: peer,
      headers: { 'x-forwarded-for': '198.51.100.23' },
    });
    return response.body === '198.51.100.23';
  } finally {
    await app.close();
  }
}

describe('readApiConfig', () => {
  it('applies the defaults', () => {
    expect(readApiConfig({}, '/srv')).toEqual({
      port: 3000,
      apiDocs: true,
      databaseUrl: undefined,
      sqlitePath: resolve('/srv', 'data/solar.sqlite'),
      shellOrigin: 'http://localhost:4200',
      version: 'dev',
      rateLimitPerMinute: 5,
      imageUploadsPer10Minutes: 30,
      monthlyAmountApprovalHours: 3,
      trustedProxies: ['loopback'],
      paypal: null,
      shutdownTimeoutMs: 10_000,
      databaseConnectTimeoutMs: 800,
      databaseQueryTimeoutMs: 5_000,
      staffAdmin: null,
      staffMfa: {
        policy: 'all',
        key: DEVELOPMENT_STAFF_MFA_KEY,
        warnings: [expect.stringMatching(/^STAFF_MFA_KEY is not set/)],
      },
      mail: {
        mode: 'off',
        smtpUrl: null,
        from: 'From Sun to Sanctuary <hello@fromsuntosanctuary.org>',
        staffInbox: null,
        unsubscribeSecret: expect.any(String),
        pollIntervalMs: 2_000,
        warnings: [
          expect.stringMatching(/^STAFF_INBOX_EMAIL is not set/),
          expect.stringMatching(/^UNSUBSCRIBE_SECRET is not set/),
        ],
      },
      giftAidAggregateBelow: 30,
    });
  });

  it('serves /api/docs except in production, unless API_DOCS says otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      MAIL_MODE: 'off',
      UNSUBSCRIBE_SECRET: 'u'.repeat(40),
      STAFF_MFA_KEY: 'k'.repeat(64).replace(/k/g, 'a'),
    };
    expect(readApiConfig(production).apiDocs).toBe(false);
    expect(readApiConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(readApiConfig({}).apiDocs).toBe(true);
    expect(readApiConfig({ API_DOCS: 'FALSE' }).apiDocs).toBe(false);
    expect(() => readApiConfig({ API_DOCS: 'yes' })).toThrow(/API_DOCS must be true or false/);
  });

  it('reads GIFT_AID_AGGREGATE_BELOW in pounds', () => {
    expect(readApiConfig({ GIFT_AID_AGGREGATE_BELOW: '20' }).giftAidAggregateBelow).toBe(20);
    expect(readApiConfig({ GIFT_AID_AGGREGATE_BELOW: '12.50' }).giftAidAggregateBelow).toBe(12.5);
    for (const bad of ['0', '-5', '£20', '20.001', '1000.01', 'twenty']) {
      expect(() => readApiConfig({ GIFT_AID_AGGREGATE_BELOW: bad })).toThrow(/GIFT_AID_AGGREGATE_BELOW/);
    }
  });

  it('refuses production without a mail relay or MAIL_MODE=off, an unsubscribe secret or the staff MFA key, in one error', () => {
    expect(() => readApiConfig({ NODE_ENV: 'production' })).toThrow(
      expect.objectContaining({
        problems: [
          expect.stringMatching(/^SMTP_URL is required in production/),
          expect.stringMatching(/^UNSUBSCRIBE_SECRET is required in production/),
          expect.stringMatching(/^STAFF_MFA_KEY is required in production/),
        ],
      }),
    );
  });

  it('reads STAFF_MFA and STAFF_MFA_KEY (hex or base64, 32 bytes, never repeated in an error)', () => {
    const hex = 'ab'.repeat(32);
    expect(readApiConfig({ STAFF_MFA: 'ALL', STAFF_MFA_KEY: hex }).staffMfa).toEqual({
      policy: 'all',
      key: Buffer.from(hex, 'hex'),
      warnings: [],
    });
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(readApiConfig({ STAFF_MFA: 'off', STAFF_MFA_KEY: base64 }).staffMfa?.key).toEqual(Buffer.alloc(32, 7));
    expect(readApiConfig({ STAFF_MFA_KEY: Buffer.alloc(32, 7).toString('base64url') }).staffMfa?.key).toEqual(
      Buffer.alloc(32, 7),
    );
    // A policy short of all says at start-up whose password alone opens donors' addresses (decision 064).
    expect(readApiConfig({ STAFF_MFA: 'admins', STAFF_MFA_KEY: hex }).staffMfa?.warnings).toEqual([
      expect.stringMatching(/^STAFF_MFA=admins: members of staff without an authenticator .* home addresses/),
    ]);
    expect(readApiConfig({ STAFF_MFA: 'off', STAFF_MFA_KEY: hex }).staffMfa?.warnings).toEqual([
      expect.stringMatching(/^STAFF_MFA=off: every account without an authenticator .* home addresses/),
    ]);
    expect(() => readApiConfig({ STAFF_MFA: 'sometimes' })).toThrow(/STAFF_MFA must be admins or all or off/);
    const tooShort = 'c2VjcmV0LWtleS10b28tc2hvcnQ=';
    expect(() => readApiConfig({ STAFF_MFA_KEY: tooShort })).toThrow(/STAFF_MFA_KEY must be 32 random bytes/);
    expect(() => readApiConfig({ STAFF_MFA_KEY: tooShort })).not.toThrow(new RegExp(tooShort));
  });

  it('gives the first admin STAFF_ADMIN_TOTP_SECRET (base32), only beside STAFF_ADMIN_*', () => {
    const admin = { STAFF_ADMIN_USERNAME: 'boss', STAFF_ADMIN_PASSWORD: 'solar panels on the school roof' };
    expect(
      readApiConfig({ ...admin, STAFF_ADMIN_TOTP_SECRET: 'jbsw y3dp ehpk 3pxp jbsw y3dp ehpk 3pxp' }).staffAdmin,
    ).toEqual({
      username: 'boss',
      password: admin.STAFF_ADMIN_PASSWORD,
      totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    });
    expect(() => readApiConfig({ ...admin, STAFF_ADMIN_TOTP_SECRET: 'not base32 at all!' })).toThrow(
      /STAFF_ADMIN_TOTP_SECRET must be a base32 secret/,
    );
    expect(() => readApiConfig({ ...admin, STAFF_ADMIN_TOTP_SECRET: 'not base32 at all!' })).not.toThrow(/not base32/);
    expect(() => readApiConfig({ STAFF_ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' })).toThrow(
      /STAFF_ADMIN_TOTP_SECRET needs STAFF_ADMIN_USERNAME and STAFF_ADMIN_PASSWORD/,
    );
  });

  it('reads SHUTDOWN_TIMEOUT_MS and the database timeouts', () => {
    const config = readApiConfig({
      SHUTDOWN_TIMEOUT_MS: '0',
      DATABASE_CONNECT_TIMEOUT_MS: '250',
      DATABASE_QUERY_TIMEOUT_MS: '30000',
    });
    expect(config).toMatchObject({
      shutdownTimeoutMs: 0,
      databaseConnectTimeoutMs: 250,
      databaseQueryTimeoutMs: 30_000,
    });
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
    writeFileSync(
      stamp,
      JSON.stringify({ name: 'api', version: '0.1.0+abc1234', builtAt: '2026-11-21T07:00:00.000Z' }),
    );
    expect(readApiConfig({}, '/srv', stamp)).toMatchObject({
      version: '0.1.0+abc1234',
      builtAt: '2026-11-21T07:00:00.000Z',
    });
    expect(readApiConfig({ APP_VERSION: '2.0.0' }, '/srv', stamp).version).toBe('2.0.0');
    expect(readApiConfig({}, '/srv', join(dir, 'missing.json')).version).toBe('dev');
    rmSync(dir, { recursive: true, force: true });
  });

  it('takes the shell origin from SHELL_ORIGIN, else from SHELL_PORT on localhost', () => {
    expect(readApiConfig({ SHELL_PORT: '4310' }).shellOrigin).toBe('http://localhost:4310');
    expect(readApiConfig({ SHELL_PORT: '4310', SHELL_ORIGIN: 'https://fromsuntosanctuary.org/' }).shellOrigin).toBe(
      'https://fromsuntosanctuary.org',
    );
  });

  it('trusts only loopback peers by default: a client on a private network cannot pick its rate-limit key', async () => {
    const { trustedProxies } = readApiConfig({});
    for (const loopback of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1'])
      expect(await trusts(trustedProxies, loopback)).toBe(true);
    for (const other of ['10.0.0.5', '172.18.0.3', '192.168.1.20', '169.254.1.1', 'fd00::1', 'fe80::1', '203.0.113.7'])
      expect(await trusts(trustedProxies, other)).toBe(false);
    expect(await trusts(readApiConfig({ TRUSTED_PROXIES: '172.28.5.0/24' }).trustedProxies, '172.28.5.10')).toBe(true);
  });

  it('reads TRUSTED_PROXIES', () => {
    expect(readApiConfig({ TRUSTED_PROXIES: 'loopback, 203.0.113.0/24,2001:db8::1' }).trustedProxies).toEqual([
      'loopback',
      '203.0.113.0/24',
      '2001:db8::1',
    ]);
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

  it('reads IMAGE_UPLOADS_PER_10_MINUTES', () => {
    expect(readApiConfig({ IMAGE_UPLOADS_PER_10_MINUTES: '12' }).imageUploadsPer10Minutes).toBe(12);
    for (const bad of ['0', '2.5', 'lots', '10001']) {
      expect(() => readApiConfig({ IMAGE_UPLOADS_PER_10_MINUTES: bad })).toThrow(/IMAGE_UPLOADS_PER_10_MINUTES/);
    }
  });

  it('reads MONTHLY_AMOUNT_APPROVAL_HOURS', () => {
    expect(readApiConfig({ MONTHLY_AMOUNT_APPROVAL_HOURS: '24' }).monthlyAmountApprovalHours).toBe(24);
    for (const bad of ['0', '1.5', 'soon', '169']) {
      expect(() => readApiConfig({ MONTHLY_AMOUNT_APPROVAL_HOURS: bad })).toThrow(/MONTHLY_AMOUNT_APPROVAL_HOURS/);
    }
  });

  it('reads every enumerated value in any case and trims every value (decision 046)', () => {
    const config = readApiConfig({
      PAYPAL_CLIENT_ID: ' id ',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_ENVIRONMENT: ' Live ',
      MAIL_MODE: 'OFF',
      RATE_LIMIT_PER_MINUTE: ' 20 ',
    });
    expect(config.paypal).toMatchObject({
      clientId: 'id',
      environment: 'live',
      apiBaseUrl: 'https://api-m.paypal.com',
    });
    expect(config.mail.mode).toBe('off');
    expect(config.rateLimitPerMinute).toBe(20);
  });

  it('prefers API_PORT and accepts PORT', () => {
    expect(readApiConfig({ API_PORT: '3100', PORT: '8080' }).port).toBe(3100);
    expect(readApiConfig({ PORT: '8080' }).port).toBe(8080);
  });

  it('accepts a mysql DATABASE_URL and an explicit SQLite path', () => {
    const config = readApiConfig(
      { DATABASE_URL: 'mysql://root@127.0.0.1:3306/solar', SQLITE_PATH: 'tmp/x.sqlite' },
      '/srv',
    );
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
    expect((error as Error).message).toMatch(/^Invalid API configuration:\n {2}- /);
    for (const name of [
      'API_PORT',
      'DATABASE_URL',
      'SHELL_ORIGIN',
      'PAYPAL_ENVIRONMENT',
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
      'SHUTDOWN_TIMEOUT_MS',
    ]) {
      expect((error as Error).message).toContain(`\n  - ${name} must`);
    }
    expect((error as Error).message).not.toContain('postgres://');
  });
  it('reads the first staff admin from STAFF_ADMIN_USERNAME and STAFF_ADMIN_PASSWORD, both or neither', () => {
    const env = { STAFF_ADMIN_USERNAME: ' E2E-Admin ', STAFF_ADMIN_PASSWORD: 'solar panels on the school roof' };
    expect(readApiConfig(env).staffAdmin).toEqual({
      username: 'e2e-admin',
      password: 'solar panels on the school roof',
    });
    const problemsOf = (variables: NodeJS.ProcessEnv) => {
      try {
        readApiConfig(variables);
      } catch (error) {
        return (error as InvalidConfigError).problems;
      }
      return [];
    };
    expect(problemsOf({ STAFF_ADMIN_USERNAME: 'boss' })).toEqual([
      'STAFF_ADMIN_USERNAME and STAFF_ADMIN_PASSWORD must be set together, or neither',
    ]);
    expect(problemsOf({ STAFF_ADMIN_PASSWORD: 'solar panels on the school roof' })).toEqual([
      'STAFF_ADMIN_USERNAME and STAFF_ADMIN_PASSWORD must be set together, or neither',
    ]);
    const weak = problemsOf({ STAFF_ADMIN_USERNAME: 'boss', STAFF_ADMIN_PASSWORD: 'Password1234' });
    expect(weak).toEqual([
      'STAFF_ADMIN_PASSWORD is not acceptable: password is too common: it appears in lists of breached passwords',
    ]);
    expect(problemsOf({ STAFF_ADMIN_USERNAME: 'boss', STAFF_ADMIN_PASSWORD: 'short' })).toEqual([
      'STAFF_ADMIN_PASSWORD is not acceptable: password must be at least 12 characters',
    ]);
    expect(
      problemsOf({
        STAFF_ADMIN_USERNAME: 'no spaces allowed',
        STAFF_ADMIN_PASSWORD: 'solar panels on the school roof',
      }),
    ).toEqual([
      'STAFF_ADMIN_USERNAME must be 3 to 50 lower-case letters, digits, dots, dashes or underscores, got "no spaces allowed"',
    ]);
    expect(
      readApiConfig({ STAFF_ADMIN_USERNAME: 'boss', STAFF_ADMIN_PASSWORD: ' solar panels on the school roof ' })
        .staffAdmin,
    ).toEqual({ username: 'boss', password: ' solar panels on the school roof ' });
  });
});
