import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EMAIL_MAX_ATTEMPTS } from '@solar/shared-contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { CORE_CONFIG, type CoreConfig } from '../kit/core-config';
import { RepeatingPass } from '../kit/repeating-pass';
import { runInTransaction } from '../database/transactions';
import { MAIL_CONFIG, type MailConfig } from './mail-config';
import { MailTransport } from './mail-transport';
import { composeEmail } from './outbox-message';
import { OutboxEmail } from './outbox-email.entity';
import { countOutboxSend } from '../telemetry/api-metrics';
import { CLAIM_BATCH_SIZE, CLAIM_LEASE_MS, describeSendError, retryDelayMs } from './outbox-retry';

type Claimed = Pick<OutboxEmail, 'id' | 'dedupeKey' | 'template' | 'recipient' | 'payload' | 'attempts'>;

/**
 * Sends the outbox (decision 024). Every MAIL_POLL_INTERVAL_MS one pass claims the due rows, oldest first, and
 * sends them one by one. Claiming pushes a row's next attempt a lease ahead and counts the attempt, in one
 * transaction; on MySQL/MariaDB the rows are selected FOR UPDATE SKIP LOCKED, so replicas never claim the same
 * row, and on the embedded file there is one process. A worker that dies between the claim and the result leaves
 * the row pending: it is sent again after the lease, so delivery is at least once, with the same Message-ID.
 * Logs name the row and template, never an address or a body.
 */
@Injectable()
export class OutboxWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('mail');
  private readonly passes: RepeatingPass;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @Inject(MAIL_CONFIG) private readonly mail: MailConfig,
    private readonly transport: MailTransport,
  ) {
    this.passes = new RepeatingPass({
      name: 'outbox pass',
      retrying: `every ${mail.pollIntervalMs} ms`,
      intervalMs: mail.pollIntervalMs,
      run: (now) => this.sendDue(now),
      now: () => Date.now(),
      logger: this.logger,
    });
  }

  onApplicationBootstrap(): void {
    const mail = this.mail;
    for (const warning of mail.warnings) this.logger.warn(warning);
    if (mail.mode !== 'smtp') {
      this.logger.log(
        'email is off (MAIL_MODE=off, or no SMTP_URL outside production): emails are queued in the outbox, not sent',
      );
      return;
    }
    this.logger.log(`sending email through ${relayOf(mail.smtpUrl)} every ${mail.pollIntervalMs} ms`);
    this.passes.start();
  }

  /** Lets the pass in flight finish (a send cut halfway would only be sent again), then stops. */
  beforeApplicationShutdown(): Promise<void> {
    return this.passes.stop();
  }

  /**
   * One pass now, after any pass still running: claims what is due at `now` and sends it. Answers how many rows
   * it tried. Tests call it directly, with a `now` ahead of the clock to reach a retry without waiting for it.
   */
  runOnce(now?: number): Promise<number> {
    return this.passes.runOnce(now);
  }

  private async sendDue(now: number): Promise<number> {
    const started = Date.now();
    const rows = await this.claim(now);
    for (const row of rows) await this.deliver(row, () => now + (Date.now() - started));
    return rows.length;
  }

  private claim(now: number): Promise<Claimed[]> {
    const work = async (manager: EntityManager): Promise<Claimed[]> => {
      const select = manager
        .createQueryBuilder(OutboxEmail, 'email')
        .select(['email.id', 'email.dedupeKey', 'email.template', 'email.recipient', 'email.payload', 'email.attempts'])
        .where('email.status = :status', { status: 'pending' })
        .andWhere('email.nextAttemptAt <= :now', { now })
        .orderBy('email.nextAttemptAt', 'ASC')
        .addOrderBy('email.id', 'ASC')
        .limit(CLAIM_BATCH_SIZE);
      if (this.config.databaseUrl) select.setLock('pessimistic_write').setOnLocked('skip_locked');
      const rows = await select.getMany();
      if (rows.length === 0) return [];
      await manager
        .createQueryBuilder()
        .update(OutboxEmail)
        .set({ nextAttemptAt: now + CLAIM_LEASE_MS, attempts: () => 'attempts + 1' })
        .whereInIds(rows.map((row) => row.id))
        .execute();
      return rows.map((row) => ({ ...row, attempts: row.attempts + 1 }));
    };
    // READ COMMITTED: the locking read takes no gap locks, so two replicas' claims and results do not deadlock.
    return this.config.databaseUrl
      ? this.dataSource.transaction('READ COMMITTED', work)
      : runInTransaction(this.dataSource, work);
  }

  private async deliver(row: Claimed, clock: () => number): Promise<void> {
    const mail = this.mail;
    let error: unknown = null;
    try {
      await this.transport.send(await composeEmail(row, mail, this.config.shellOrigin));
    } catch (caught) {
      error = caught;
    }
    const at = clock();
    const outcome = { outboxId: row.id, template: row.template, attempts: row.attempts };
    if (error === null) {
      await this.settle(row, { status: 'sent', sentAt: at, lastError: null });
      countOutboxSend(row.template, 'sent');
      this.logger.log({ message: `email ${row.id} sent`, ...outcome, outcome: 'sent' });
      return;
    }
    // The relay's answer may quote the address, so the log keeps only its codes; the row keeps the text for staff.
    const codes = {
      errorCode: (error as { code?: unknown }).code ?? null,
      responseCode: (error as { responseCode?: unknown }).responseCode ?? null,
    };
    const lastError = describeSendError(error, mail.smtpUrl);
    if (row.attempts >= EMAIL_MAX_ATTEMPTS) {
      await this.settle(row, { status: 'failed', lastError });
      countOutboxSend(row.template, 'failed');
      this.logger.error({
        message: `email ${row.id} failed after ${row.attempts} attempts`,
        ...outcome,
        ...codes,
        outcome: 'failed',
      });
      return;
    }
    const nextAttemptAt = at + retryDelayMs(row.attempts);
    await this.settle(row, { status: 'pending', nextAttemptAt, lastError });
    countOutboxSend(row.template, 'retry');
    this.logger.warn({
      message: `email ${row.id} not sent, retrying at ${new Date(nextAttemptAt).toISOString()}`,
      ...outcome,
      ...codes,
      outcome: 'retry',
    });
  }

  /** Only while the row is still this claim's: a staff resend or another worker's later claim is left alone. */
  private async settle(
    row: Claimed,
    change: Partial<Pick<OutboxEmail, 'status' | 'sentAt' | 'nextAttemptAt' | 'lastError'>>,
  ): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(OutboxEmail)
      .set(change)
      .where('id = :id AND status = :pending AND attempts = :attempts', {
        id: row.id,
        pending: 'pending',
        attempts: row.attempts,
      })
      .execute();
  }
}

/** host:port of the relay, for the start-up line: never its credentials. */
function relayOf(smtpUrl: string | null): string {
  if (!smtpUrl) return 'no relay';
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`;
}
