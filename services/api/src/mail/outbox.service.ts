import { Injectable } from '@nestjs/common';
import type { EmailTemplate, EmailTemplateData } from '@solar/shared-contracts';
import type { EntityManager } from 'typeorm';
import { OutboxEmail } from './outbox-email.entity';

export type QueuedEmail<T extends EmailTemplate> = {
  /**
   * Names the event, e.g. `contact:42`; with the template and recipient it forms the row's unique key, so the
   * same event queues each email once however often it is replayed or raced.
   */
  event: string;
  template: T;
  to: string;
  data: EmailTemplateData[T];
};

/** What names one queued email: its event, template and recipient. */
export type EmailKey = { event: string; template: EmailTemplate; to: string };

/** The outbox key of one email: (event, template, recipient), kept within the column's 191 characters. */
export function dedupeKeyOf(email: EmailKey): string {
  return `${email.event}|${email.template}|${email.to.trim().toLowerCase()}`.slice(0, 191);
}

/**
 * Queues emails in the caller's transaction (decision 024): pass the manager of the transaction that records the
 * event, so the email exists exactly when the event does. The worker sends it; a duplicate key is ignored.
 */
@Injectable()
export class Outbox {
  async enqueue<T extends EmailTemplate>(
    manager: EntityManager,
    email: QueuedEmail<T>,
    now = Date.now(),
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutboxEmail)
      .values({
        dedupeKey: dedupeKeyOf(email),
        template: email.template,
        recipient: email.to.trim(),
        payload: JSON.stringify(email.data),
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
        sentAt: null,
      })
      .orIgnore()
      .updateEntity(false)
      .execute();
  }

  /**
   * Takes back, in the caller's transaction, a queued email no worker has claimed yet (a claim counts an attempt and
   * holds the row until it commits): true when it was taken back, false when it is on its way or gone.
   */
  async withdraw(manager: EntityManager, email: EmailKey): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .delete()
      .from(OutboxEmail)
      .where('dedupeKey = :key AND status = :pending AND attempts = 0', { key: dedupeKeyOf(email), pending: 'pending' })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Makes a queued email that was held for later due now (it keeps its place if already claimed or sent). */
  async sendNow(manager: EntityManager, email: EmailKey, now = Date.now()): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(OutboxEmail)
      .set({ nextAttemptAt: now })
      .where('dedupeKey = :key AND status = :pending AND attempts = 0 AND nextAttemptAt > :now', {
        key: dedupeKeyOf(email),
        pending: 'pending',
        now,
      })
      .execute();
  }
}
