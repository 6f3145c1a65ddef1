import { InvalidConfigError, readApiConfig } from '../app/api-config';
import { DEFAULT_MAIL_FROM, type MailConfig, readMailConfig } from './mail-config';

const SECRET = 'an-unsubscribe-secret-of-32-chars!!';

function read(env: NodeJS.ProcessEnv): { mail: MailConfig; problems: string[] } {
  const problems: string[] = [];
  return { mail: readMailConfig(env, problems), problems };
}

describe('readMailConfig', () => {
  it('sends nothing outside production without SMTP_URL, with a secret for this process and two warnings', () => {
    const { mail, problems } = read({});
    expect(problems).toEqual([]);
    expect(mail).toMatchObject({
      mode: 'off',
      smtpUrl: null,
      from: DEFAULT_MAIL_FROM,
      staffInbox: null,
      pollIntervalMs: 2000,
    });
    expect(mail.unsubscribeSecret.length).toBeGreaterThanOrEqual(32);
    expect(read({}).mail.unsubscribeSecret).not.toBe(mail.unsubscribeSecret);
    expect(mail.warnings).toHaveLength(2);
  });

  it('sends through SMTP_URL, smtp:// or smtps://, credentials allowed', () => {
    const env = {
      SMTP_URL: 'smtps://user%40relay:p%40ss@smtp.example.org:465',
      UNSUBSCRIBE_SECRET: SECRET,
      STAFF_INBOX_EMAIL: 'office@example.org',
    };
    const { mail, problems } = read({ ...env, NODE_ENV: 'production' });
    expect(problems).toEqual([]);
    expect(mail).toMatchObject({
      mode: 'smtp',
      smtpUrl: env.SMTP_URL,
      staffInbox: 'office@example.org',
      unsubscribeSecret: SECRET,
      warnings: [],
    });
    expect(read({ SMTP_URL: 'smtp://127.0.0.1:1025' }).mail.mode).toBe('smtp');
  });

  it('accepts MAIL_MODE=off in production, with SMTP_URL or without', () => {
    expect(read({ NODE_ENV: 'production', MAIL_MODE: 'off', UNSUBSCRIBE_SECRET: SECRET })).toMatchObject({
      mail: { mode: 'off', smtpUrl: null },
      problems: [],
    });
    expect(
      read({
        NODE_ENV: 'production',
        MAIL_MODE: 'OFF',
        SMTP_URL: 'smtp://relay.example.org',
        UNSUBSCRIBE_SECRET: SECRET,
      }).mail.mode,
    ).toBe('off');
  });

  it('refuses production without SMTP_URL unless MAIL_MODE=off', () => {
    expect(read({ NODE_ENV: 'production', UNSUBSCRIBE_SECRET: SECRET }).problems).toEqual([
      expect.stringMatching(/^SMTP_URL is required in production/),
    ]);
    expect(read({ NODE_ENV: 'production', MAIL_MODE: 'smtp', UNSUBSCRIBE_SECRET: SECRET }).problems).toEqual([
      'MAIL_MODE=smtp needs SMTP_URL',
    ]);
    expect(read({ MAIL_MODE: 'smtp' }).problems).toEqual(['MAIL_MODE=smtp needs SMTP_URL']);
    expect(read({ MAIL_MODE: 'sometimes' }).problems).toEqual(['MAIL_MODE must be smtp or off, got "sometimes"']);
  });

  it('refuses bad SMTP URLs without repeating them (they may hold a password)', () => {
    for (const bad of [
      'http://user:hunter2-secret@relay.example.org',
      'relay.example.org:25',
      'smtp://user:hunter2-secret@',
      'smtp://user:hunter2-secret@relay.example.org:99999',
    ]) {
      const { problems } = read({ SMTP_URL: bad });
      expect(problems).toEqual([expect.stringMatching(/^SMTP_URL /)]);
      expect(problems.join(' ')).not.toContain('hunter2');
    }
  });

  it('needs UNSUBSCRIBE_SECRET in production, and 32 characters of it anywhere', () => {
    expect(read({ NODE_ENV: 'production', MAIL_MODE: 'off' }).problems).toEqual([
      expect.stringMatching(/^UNSUBSCRIBE_SECRET is required in production/),
    ]);
    expect(read({ UNSUBSCRIBE_SECRET: 'short' }).problems).toEqual([
      'UNSUBSCRIBE_SECRET must be at least 32 characters',
    ]);
  });

  it('checks MAIL_FROM, STAFF_INBOX_EMAIL and MAIL_POLL_INTERVAL_MS', () => {
    expect(read({ MAIL_FROM: 'Office <office@example.org>' }).mail.from).toBe('Office <office@example.org>');
    expect(read({ MAIL_FROM: 'office@example.org' }).problems).toEqual([]);
    for (const bad of ['Office', 'a@b.org, c@d.org', '<>'])
      expect(read({ MAIL_FROM: bad }).problems).toEqual([expect.stringMatching(/^MAIL_FROM must be one address/)]);
    expect(read({ STAFF_INBOX_EMAIL: 'Office <office@example.org>' }).problems).toEqual([
      expect.stringMatching(/^STAFF_INBOX_EMAIL must be a plain email address/),
    ]);
    expect(read({ MAIL_POLL_INTERVAL_MS: '250' }).mail.pollIntervalMs).toBe(250);
    for (const bad of ['0', '2s', '3600001'])
      expect(read({ MAIL_POLL_INTERVAL_MS: bad }).problems).toEqual([
        expect.stringMatching(/^MAIL_POLL_INTERVAL_MS must be an integer/),
      ]);
  });

  it('is part of the API configuration: one error names every bad variable', () => {
    const error = (() => {
      try {
        readApiConfig({ NODE_ENV: 'production', API_PORT: 'x', SMTP_URL: 'ftp://relay' });
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(InvalidConfigError);
    expect((error as InvalidConfigError).problems).toEqual([
      expect.stringMatching(/^API_PORT/),
      expect.stringMatching(/^SMTP_URL must be an smtp/),
      expect.stringMatching(/^UNSUBSCRIBE_SECRET is required/),
      expect.stringMatching(/^STAFF_MFA_KEY is required/),
    ]);
  });
});
