import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NewsletterSubscriptionResponse } from '@solar/shared-contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../database/unique-violation';
import { Outbox } from '../mail/outbox.service';
import type { NewsletterSubscribeDto } from './dto/newsletter-subscribe.dto';
import { Newsletter } from './newsletter.entity';

/** subscriptionSource of a soft opt-in from each form that offers one. */
export const DONATION_SOURCE = 'donation';
export const MONTHLY_GIFT_SOURCE = 'monthly-gift';
export const VOLUNTEER_SOURCE = 'volunteer';

export const ALREADY_SUBSCRIBED_MESSAGE = 'This email is already subscribed to our newsletter';

/**
 * Booleans go through Boolean(): after an insert on MySQL, TypeORM merges the re-read defaults into the
 * entity as raw tinyint values (1/0) rather than booleans.
 */
export function toSubscriptionResponse(row: Newsletter): NewsletterSubscriptionResponse {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isActive: Boolean(row.isActive),
    subscriptionSource: row.subscriptionSource,
    consentGiven: Boolean(row.consentGiven),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

type Signup = { email: string; firstName: string | null; lastName: string | null; subscriptionSource: string };

/** Where and how a supporter was offered the soft opt-in, and so may be emailed about our work. */
export type SoftOptIn = {
  email: string;
  firstName: string | null;
  lastName?: string | null;
  subscriptionSource: string;
  sourcePage: string;
  noticeVersion: string;
};

/** What a new consent writes over the row: consent now, and any earlier objection lifted by the person themselves. */
const consentNow = () => ({
  basis: 'consent' as const,
  sourcePage: null,
  noticeVersion: null,
  basisRecordedAt: new Date(),
  objectedAt: null,
  objectionChannel: null,
  isActive: true,
  consentGiven: true,
});

/**
 * The newsletter list. An unsubscribed address stays as a suppressed row (isActive false, names erased), so
 * signing up again re-activates that row; an active address is "already subscribed". Each (re)subscription
 * queues a welcome in its own transaction.
 */
@Injectable()
export class NewsletterService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /** 201 for a new or re-activated address, 409 for an active one, also when parallel requests race. */
  async subscribe(dto: NewsletterSubscribeDto): Promise<NewsletterSubscriptionResponse> {
    const row = await this.activate({
      email: dto.email,
      firstName: dto.firstName ?? null,
      lastName: dto.lastName ?? null,
      subscriptionSource: dto.subscriptionSource ?? 'website',
    });
    if (!row) throw new ConflictException(ALREADY_SUBSCRIBED_MESSAGE);
    return toSubscriptionResponse(row);
  }

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
   * Re-activates the address's unsubscribed row, or turns its soft opt-in into consent, or else inserts it; the row,
   * or null when it is already subscribed by consent. The person's own sign-up is the one thing that lifts their
   * objection.
   * The UPDATE comes first and both run under READ COMMITTED on MySQL: with REPEATABLE READ's gap locks, or with
   * a failed INSERT's shared lock taken before the UPDATE, two parallel sign-ups of one address can deadlock.
   * There the row lock decides; on SQLite transactions take turns.
   */
  private activate(signup: Signup): Promise<Newsletter | null> {
    const work = async (manager: EntityManager): Promise<Newsletter | null> => {
      const reactivated = await manager
        .createQueryBuilder()
        .update(Newsletter)
        // A new consent: createdAt (the export's "Consented at") restarts with it.
        .set({ ...signup, ...consentNow(), createdAt: () => 'CURRENT_TIMESTAMP' })
        .where('email = :email AND (isActive = :inactive OR basis = :soft)', {
          email: signup.email,
          inactive: false,
          soft: 'charity-soft-opt-in',
        })
        .execute();
      let row: Newsletter;
      if (reactivated.affected === 1) {
        row = await manager.findOneByOrFail(Newsletter, { email: signup.email });
      } else {
        row = manager.create(Newsletter, { ...signup, ...consentNow() });
        try {
          await manager.insert(Newsletter, row);
        } catch (error) {
          if (isUniqueViolation(error)) return null;
          throw error;
        }
      }
      await this.queueWelcome(manager, row);
      return row;
    };
    return this.dataSource.options.type === 'better-sqlite3'
      ? this.dataSource.transaction(work)
      : this.dataSource.transaction('READ COMMITTED', work);
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
