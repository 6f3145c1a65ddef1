import { randomBytes } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import { CHARITY_NAME } from '@solar/shared-contracts';

export type MailConfig = {
  /** smtp: the worker sends through SMTP_URL; off (MAIL_MODE=off): emails are queued in the outbox and not sent. */
  mode: 'smtp' | 'off';
  /** smtp:// or smtps://, with credentials when the relay needs them; never logged. */
  smtpUrl: string | null;
  /** The From header (MAIL_FROM); DEFAULT_MAIL_FROM when unset. */
  from: string;
  /** Where staff alerts go (STAFF_INBOX_EMAIL); without it no staff alerts are queued. */
  staffInbox: string | null;
  /** Signs unsubscribe links (UNSUBSCRIBE_SECRET, at least 32 characters). */
  unsubscribeSecret: string;
  /** How often the worker looks for due emails (MAIL_POLL_INTERVAL_MS, default 2 s). */
  pollIntervalMs: number;
  /** Said once at start-up (no staff inbox, a secret made up for this process); never a secret or an address. */
  warnings: string[];
};

export const DEFAULT_MAIL_FROM = `${CHARITY_NAME} <hello@fromsuntosanctuary.org>`;
export const MIN_UNSUBSCRIBE_SECRET_LENGTH = 32;
export const DEFAULT_MAIL_POLL_INTERVAL_MS = 2_000;
const MIN_POLL_INTERVAL_MS = 10;
const MAX_POLL_INTERVAL_MS = 3_600_000;

/** Tests and tools that send nothing: the outbox fills, no worker runs. */
export const MAIL_OFF: MailConfig = {
  mode: 'off',
  smtpUrl: null,
  from: DEFAULT_MAIL_FROM,
  staffInbox: null,
  unsubscribeSecret: 'test-unsubscribe-secret-of-at-least-32-characters',
  pollIntervalMs: DEFAULT_MAIL_POLL_INTERVAL_MS,
  warnings: [],
};

/** local@domain, a single-label domain allowed (staff@localhost catches staff alerts in MailDev). */
const PLAIN_ADDRESS = /^[^\s@<>()",;:]+@[^\s@<>()",;:.]+(\.[^\s@<>()",;:.]+)*$/;

/** The one mailbox address in a header value such as `Name <a@b.org>`, or null when it is not exactly one. */
export function mailboxAddressOf(value: string): string | null {
  const parsed = addressparser(value, { flatten: true });
  const address = parsed.length === 1 ? parsed[0]?.address : undefined;
  return address && PLAIN_ADDRESS.test(address) ? address : null;
}

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Checks the URL's shape only; its text never reaches a message, since it may carry the relay's password. */
function smtpUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'SMTP_URL must be an smtp:// or smtps:// URL (not shown: it may hold a password)';
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    return `SMTP_URL must be an smtp:// or smtps:// URL, got a ${url.protocol.replace(/:$/, '')}: URL`;
  if (!url.hostname) return 'SMTP_URL must name the relay host';
  if (url.port && (Number(url.port) < 1 || Number(url.port) > 65535)) return 'SMTP_URL has a port out of range';
  return null;
}

function readMode(
  env: NodeJS.ProcessEnv,
  smtpUrl: string | undefined,
  production: boolean,
  problems: string[],
): MailConfig['mode'] {
  const raw = present(env['MAIL_MODE'])?.toLowerCase();
  if (raw !== undefined && raw !== 'smtp' && raw !== 'off') {
    problems.push(`MAIL_MODE must be smtp or off, got "${raw}"`);
    return 'off';
  }
  if (raw === 'off') return 'off';
  if (smtpUrl) return 'smtp';
  if (raw === 'smtp') problems.push('MAIL_MODE=smtp needs SMTP_URL');
  else if (production)
    problems.push(
      'SMTP_URL is required in production (an smtp:// or smtps:// URL of the mail relay), or set MAIL_MODE=off to send no email',
    );
  return 'off';
}

function readSecret(env: NodeJS.ProcessEnv, production: boolean, problems: string[], warnings: string[]): string {
  const secret = present(env['UNSUBSCRIBE_SECRET']);
  if (secret !== undefined) {
    if (secret.length < MIN_UNSUBSCRIBE_SECRET_LENGTH)
      problems.push(`UNSUBSCRIBE_SECRET must be at least ${MIN_UNSUBSCRIBE_SECRET_LENGTH} characters`);
    return secret;
  }
  if (production)
    problems.push(
      `UNSUBSCRIBE_SECRET is required in production (at least ${MIN_UNSUBSCRIBE_SECRET_LENGTH} random characters; it signs unsubscribe links)`,
    );
  else
    warnings.push(
      'UNSUBSCRIBE_SECRET is not set: unsubscribe links are signed with a secret made up for this process and stop working when it restarts',
    );
  return randomBytes(32).toString('base64url');
}

/**
 * MAIL_MODE, SMTP_URL, MAIL_FROM, STAFF_INBOX_EMAIL, UNSUBSCRIBE_SECRET and MAIL_POLL_INTERVAL_MS (decision
 * 024). Problems are added to `problems`, so one start-up error names every bad variable. In production the
 * site either sends (SMTP_URL) or says it does not (MAIL_MODE=off), and its unsubscribe links outlive restarts.
 */
export function readMailConfig(env: NodeJS.ProcessEnv, problems: string[]): MailConfig {
  const production = env['NODE_ENV'] === 'production';
  const warnings: string[] = [];

  const smtpUrl = present(env['SMTP_URL']);
  const urlProblem = smtpUrl === undefined ? null : smtpUrlProblem(smtpUrl);
  if (urlProblem) problems.push(urlProblem);
  const mode = readMode(env, smtpUrl, production, problems);

  const from = present(env['MAIL_FROM']) ?? DEFAULT_MAIL_FROM;
  if (!mailboxAddressOf(from))
    problems.push(`MAIL_FROM must be one address such as "Name <hello@example.org>", got "${from}"`);

  const staffInbox = present(env['STAFF_INBOX_EMAIL']) ?? null;
  if (staffInbox !== null && !PLAIN_ADDRESS.test(staffInbox))
    problems.push('STAFF_INBOX_EMAIL must be a plain email address such as office@example.org');
  if (staffInbox === null)
    warnings.push('STAFF_INBOX_EMAIL is not set: staff get no email about new contact messages and volunteers');

  const unsubscribeSecret = readSecret(env, production, problems, warnings);

  const rawInterval = present(env['MAIL_POLL_INTERVAL_MS']) ?? String(DEFAULT_MAIL_POLL_INTERVAL_MS);
  const pollIntervalMs = Number(rawInterval);
  if (!/^\d+$/.test(rawInterval) || pollIntervalMs < MIN_POLL_INTERVAL_MS || pollIntervalMs > MAX_POLL_INTERVAL_MS) {
    problems.push(
      `MAIL_POLL_INTERVAL_MS must be an integer from ${MIN_POLL_INTERVAL_MS} to ${MAX_POLL_INTERVAL_MS}, got "${rawInterval}"`,
    );
  }

  return {
    mode,
    smtpUrl: mode === 'smtp' && !urlProblem ? (smtpUrl ?? null) : null,
    from,
    staffInbox,
    unsubscribeSecret,
    pollIntervalMs: Number.isInteger(pollIntervalMs) ? pollIntervalMs : DEFAULT_MAIL_POLL_INTERVAL_MS,
    warnings,
  };
}
