import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { NewsletterSubscriptionResponse } from '@solar/shared-contracts';
import type { Repository } from 'typeorm';
import { insertOrConflict, isUniqueViolation } from '../database/unique-violation';
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

@Injectable()
export class NewsletterService {
  constructor(@InjectRepository(Newsletter) private readonly newsletters: Repository<Newsletter>) {}

  /** One insert; the unique index on email decides duplicates (409), even for parallel requests. */
  async subscribe(dto: NewsletterSubscribeDto): Promise<NewsletterSubscriptionResponse> {
    const row = this.newsletters.create({
      email: dto.email,
      firstName: dto.firstName ?? null,
      lastName: dto.lastName ?? null,
      isActive: true,
      subscriptionSource: dto.subscriptionSource ?? 'website',
      consentGiven: true,
    });
    await insertOrConflict(() => this.newsletters.insert(row), ALREADY_SUBSCRIBED_MESSAGE);
    return toSubscriptionResponse(row);
  }

  /**
   * Honours a donor's newsletter box once their gift completes. An address already subscribed stays as it is;
   * the gift never fails because of the newsletter, so other errors are only reported to the caller as false.
   */
  async subscribeDonor(email: string, firstName?: string | null): Promise<boolean> {
    const row = this.newsletters.create({
      email: email.trim().toLowerCase(),
      firstName: firstName?.trim() || null,
      lastName: null,
      isActive: true,
      subscriptionSource: DONATION_SOURCE,
      consentGiven: true,
    });
    try {
      await this.newsletters.insert(row);
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }
}
