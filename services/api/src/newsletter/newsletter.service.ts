import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NewsletterSubscriptionResponse } from '@solar/shared-contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '../database/unique-violation';
import { Outbox } from '../mail/outbox.service';
import type { NewsletterSubscribeDto } from './dto/newsletter-subscribe.dto';
import { Newsletter } from './newsletter.entity';

/** subscriptionSource of a subscriber who ticked the box on a donate page. */
export const DONATION_SOURCE = 'donation';

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
   * Honours a donor's newsletter box once their gift completes: the same list and welcome as the form. An
   * address already subscribed stays as it is (false).
   */
  async subscribeDonor(email: string, firstName?: string | null): Promise<boolean> {
    const row = await this.activate({
      email: email.trim().toLowerCase(),
      firstName: firstName?.trim() || null,
      lastName: null,
      subscriptionSource: DONATION_SOURCE,
    });
    return row !== null;
  }

  /**
   * Re-activates the address's unsubscribed row, or else inserts it; the row, or null when it is already active.
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
        .set({ ...signup, isActive: true, consentGiven: true, createdAt: () => 'CURRENT_TIMESTAMP' })
        .where('email = :email AND isActive = :inactive', { email: signup.email, inactive: false })
        .execute();
      let row: Newsletter;
      if (reactivated.affected === 1) {
        row = await manager.findOneByOrFail(Newsletter, { email: signup.email });
      } else {
        row = manager.create(Newsletter, { ...signup, isActive: true, consentGiven: true });
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
