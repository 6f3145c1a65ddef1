import type { EmailTemplate, EmailTemplateData } from '@solar/shared-contracts';
import type { MailConfig } from '../../src/mail/mail-config';
import { DEFAULT_MAIL_FROM, MAIL_OFF } from '../../src/mail/mail-config';
import { OutboxEmail } from '../../src/mail/outbox-email.entity';
import { Outbox } from '../../src/mail/outbox.service';
import { OutboxWorker } from '../../src/mail/outbox-worker';
import type { TestApp } from '../test-app';

export const MAIL_FROM = DEFAULT_MAIL_FROM;

/**
 * The mail config of a suite that sends to `smtpUrl` (an SmtpCatcher): the worker's own timer waits an hour, so
 * only the test's `worker.runOnce()` sends, unless the suite asks for a short `pollIntervalMs`.
 */
export function sendingTo(smtpUrl: string, overrides: Partial<MailConfig> = {}): MailConfig {
  return {
    ...MAIL_OFF,
    mode: 'smtp',
    smtpUrl,
    from: MAIL_FROM,
    staffInbox: 'office@example.org',
    pollIntervalMs: 3_600_000,
    ...overrides,
  };
}

export const workerOf = (t: TestApp) => t.app.get(OutboxWorker);

/** Queues one email as an event does: through Outbox.enqueue in a transaction. Answers its row. */
export async function queueEmail<T extends EmailTemplate>(
  t: TestApp,
  template: T,
  to: string,
  data: EmailTemplateData[T],
  event = `test:${to}`,
): Promise<OutboxEmail> {
  await t.dataSource.transaction((manager) => t.app.get(Outbox).enqueue(manager, { event, template, to, data }));
  return rowOf(t, { recipient: to, template });
}

export async function rowOf(
  t: TestApp,
  where: Partial<Pick<OutboxEmail, 'id' | 'recipient' | 'template'>>,
): Promise<OutboxEmail> {
  return t.dataSource.getRepository(OutboxEmail).findOneByOrFail(where);
}
