import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { NewsletterSubscriptionResponse } from '@solar/shared-contracts';
import type { Repository } from 'typeorm';
import { insertOrConflict } from '../database/unique-violation';
import type { NewsletterSubscribeDto } from './dto/newsletter-subscribe.dto';
import { Newsletter } from './newsletter.entity';

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
}
