import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../database/unique-violation';
import { Outbox } from '../mail/outbox.service';
import { Newsletter } from './newsletter.entity';

/** subscriptionSource of a soft opt-in from each form that offers one. */
export const DONATION_SOURCE = 'donation';
export const MONTHLY_GIFT_SOURCE = 'monthly-gift';
export const VOLUNTEER_SOURCE = 'volunteer';

/** A sign-up the person has confirmed from the emailed link (decision 077): what their consent record holds. */
export type ConfirmedSignUp = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  subscriptionSource: string;
  sourcePage: string | null;
  /** NEWSLETTER_CONSENT_VERSION of the words shown beside the box. */
  consentVersion: string;
  confirmedAt: Date;
};

/** Where and how a supporter was offered the soft opt-in, and so may be emailed about our work. */
export type SoftOptIn = {
  email: string;
  firstName: string | null;
  lastName?: string | null;
  subscriptionSource: string;
  sourcePage: string;
  noticeVersion: string;
};

/**
 * What a confirmed sign-up writes over the row: consent from the time of confirmation, with the page and the words'
 * version, and any earlier objection lifted by the person themselves.
 */
const consentOf = (signUp: ConfirmedSignUp) => ({
  email: signUp.email,
  firstName: signUp.firstName,
  lastName: signUp.lastName,
  subscriptionSource: signUp.subscriptionSource,
  basis: 'consent' as const,
  sourcePage: signUp.sourcePage,
  noticeVersion: signUp.consentVersion,
  basisRecordedAt: signUp.confirmedAt,
  objectedAt: null,
  objectionChannel: null,
  isActive: true,
  consentGiven: true,
});

/**
 * The newsletter list. An unsubscribed address stays as a suppressed row (isActive false, names erased); only the
 * person's own confirmed sign-up (NewsletterSignUpService) re-activates it, and each (re)subscription queues a welcome
 * in the transaction that confirms it.
 */
@Injectable()
export class NewsletterService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Records the charity soft opt-in (decision 069) for a supporter who was shown the notice and left its "No thanks"
   * box unticked. Only a new address is added: an address already on the list keeps its basis, and an objection
   * stays a suppression, so no gift or application re-adds it. Sends nothing; true when a record was made.
   */
  async recordSoftOptIn(optIn: SoftOptIn): Promise<boolean> {
    try {
      await this.dataSource.getRepository(Newsletter).insert({
        email: optIn.email.trim().toLowerCase(),
        firstName: optIn.firstName?.trim().slice(0, 100) || null,
        lastName: optIn.lastName?.trim().slice(0, 100) || null,
        subscriptionSource: optIn.subscriptionSource,
        basis: 'charity-soft-opt-in',
        sourcePage: optIn.sourcePage,
        noticeVersion: optIn.noticeVersion,
        basisRecordedAt: new Date(),
        isActive: true,
        consentGiven: false,
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /**
   * In the caller's transaction (the one that marks the request confirmed): re-activates the address's unsubscribed
   * row, or turns its soft opt-in into consent, or else inserts it, and queues the welcome; true when it did, false
   * when the address was already subscribed by consent (its record is left as it was, and no second welcome goes).
   * The UPDATE comes first and the caller runs under READ COMMITTED on MySQL: with REPEATABLE READ's gap locks, or
   * with a failed INSERT's shared lock taken before the UPDATE, two parallel confirmations can deadlock.
   */
  async subscribeConfirmed(manager: EntityManager, signUp: ConfirmedSignUp): Promise<boolean> {
    const consent = consentOf(signUp);
    const reactivated = await manager
      .createQueryBuilder()
      .update(Newsletter)
      // A new consent: createdAt (the export's "Consented at") restarts with it.
      .set({ ...consent, createdAt: () => 'CURRENT_TIMESTAMP' })
      .where('email = :email AND (isActive = :inactive OR basis = :soft)', {
        email: signUp.email,
        inactive: false,
        soft: 'charity-soft-opt-in',
      })
      .execute();
    let row: Newsletter;
    if (reactivated.affected === 1) {
      row = await manager.findOneByOrFail(Newsletter, { email: signUp.email });
    } else {
      row = manager.create(Newsletter, consent);
      try {
        await manager.insert(Newsletter, row);
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    }
    await this.queueWelcome(manager, row);
    return true;
  }

  /** The event names this (re)subscription by its time, so a re-subscriber is welcomed again. */
  private queueWelcome(manager: EntityManager, row: Newsletter): Promise<void> {
    return this.outbox.enqueue(manager, {
      event: `newsletter:${row.id}:${Date.now()}`,
      template: 'newsletter-welcome',
      to: row.email,
      data: { firstName: row.firstName, subscriberId: row.id },
    });
  }
}
