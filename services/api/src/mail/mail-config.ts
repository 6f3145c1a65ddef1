export type MailConfig = {
  /** smtp: the worker sends through SMTP_URL; off (MAIL_MODE=off): emails are queued in the outbox and not sent. */
  mode: 'smtp' | 'off';
  /** smtp:// or smtps://, with credentials when the relay needs them; never logged. */
  smtpUrl: string | null;
  /** The From header (MAIL_FROM), e.g. `From Sun to Sanctuary <hello@fromsuntosanctuary.org>`. */
  from: string;
  /** Where staff alerts go (STAFF_INBOX_EMAIL); without it no staff alerts are queued. */
  staffInbox: string | null;
  /** Signs unsubscribe links (UNSUBSCRIBE_SECRET, at least 32 characters). */
  unsubscribeSecret: string;
  /** How often the worker looks for due emails (MAIL_POLL_INTERVAL_MS, default 2 s). */
  pollIntervalMs: number;
};

export const DEFAULT_MAIL_FROM = 'From Sun to Sanctuary <hello@fromsuntosanctuary.org>';
export const MIN_UNSUBSCRIBE_SECRET_LENGTH = 32;
