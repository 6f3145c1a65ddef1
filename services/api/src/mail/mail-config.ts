import { randomBytes } from 'node:crypto';
import {
  type Env,
  integer,
  isProduction,
  NODE_ENV_VARIABLE,
  oneOf,
  type Reading,
  readVariables,
  variable,
} from '@solar/shared-config';
import addressparser from 'nodemailer/lib/addressparser';
import { CHARITY_NAME } from '@solar/shared-contracts';
import { z } from 'zod';

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

/** Injection token for the checked MailConfig. */
export const MAIL_CONFIG = Symbol('MAIL_CONFIG');

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

/** MAIL_MODE, SMTP_URL, MAIL_FROM, STAFF_INBOX_EMAIL, UNSUBSCRIBE_SECRET and MAIL_POLL_INTERVAL_MS, each defined once. */
export const MAIL_VARIABLES = {
  ...NODE_ENV_VARIABLE,
  MAIL_MODE: oneOf(['smtp', 'off']),
  // Its text never reaches a message: it may carry the relay's password.
  SMTP_URL: variable(
    z.url({ protocol: /^smtps?$/, hostname: /.+/ }),
    'an smtp:// or smtps:// URL naming the relay host (not shown: it may hold a password)',
    { secret: true },
  ),
  MAIL_FROM: variable(
    z.string().refine((value) => mailboxAddressOf(value) !== null),
    'one address such as "Name <hello@example.org>"',
    { fallback: DEFAULT_MAIL_FROM },
  ),
  STAFF_INBOX_EMAIL: variable(z.string().regex(PLAIN_ADDRESS), 'a plain email address such as office@example.org', {
    secret: true,
  }),
  UNSUBSCRIBE_SECRET: variable(
    z.string().min(MIN_UNSUBSCRIBE_SECRET_LENGTH),
    `at least ${MIN_UNSUBSCRIBE_SECRET_LENGTH} characters`,
    {
      secret: true,
    },
  ),
  MAIL_POLL_INTERVAL_MS: integer(MIN_POLL_INTERVAL_MS, MAX_POLL_INTERVAL_MS, DEFAULT_MAIL_POLL_INTERVAL_MS),
};

type MailValues = Reading<typeof MAIL_VARIABLES>;

/** A bad MAIL_MODE or SMTP_URL is already a problem; otherwise production must send or say it does not. */
function modeOf({ values, invalid }: MailValues, production: boolean, problems: string[]): MailConfig['mode'] {
  if (values.MAIL_MODE === 'off' || invalid.has('MAIL_MODE') || invalid.has('SMTP_URL')) return 'off';
  if (values.SMTP_URL) return 'smtp';
  if (values.MAIL_MODE === 'smtp') problems.push('MAIL_MODE=smtp needs SMTP_URL');
  else if (production)
    problems.push(
      'SMTP_URL is required in production (an smtp:// or smtps:// URL of the mail relay), or set MAIL_MODE=off to send no email',
    );
  return 'off';
}

function secretOf(
  { values, invalid }: MailValues,
  production: boolean,
  problems: string[],
  warnings: string[],
): string {
  if (values.UNSUBSCRIBE_SECRET) return values.UNSUBSCRIBE_SECRET;
  if (invalid.has('UNSUBSCRIBE_SECRET')) return randomBytes(32).toString('base64url');
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
 * The mail settings (decision 024). Problems are added to `problems`, so one start-up error names every bad
 * variable. In production the site either sends (SMTP_URL) or says it does not (MAIL_MODE=off), and its
 * unsubscribe links outlive restarts.
 */
export function readMailConfig(env: Env, problems: string[]): MailConfig {
  const reading = readVariables(MAIL_VARIABLES, env, problems);
  const { values, invalid } = reading;
  const production = isProduction(values);
  const warnings: string[] = [];
  const mode = modeOf(reading, production, problems);
  const staffInbox = values.STAFF_INBOX_EMAIL ?? null;
  if (staffInbox === null && !invalid.has('STAFF_INBOX_EMAIL'))
    warnings.push('STAFF_INBOX_EMAIL is not set: staff get no email about new contact messages and volunteers');
  const unsubscribeSecret = secretOf(reading, production, problems, warnings);
  return {
    mode,
    smtpUrl: mode === 'smtp' ? (values.SMTP_URL ?? null) : null,
    from: values.MAIL_FROM,
    staffInbox,
    unsubscribeSecret,
    pollIntervalMs: values.MAIL_POLL_INTERVAL_MS,
    warnings,
  };
}
