import { BadRequestException, GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  NEWSLETTER_CONFIRM_EXPIRED_MESSAGE,
  NEWSLETTER_CONFIRM_INVALID_MESSAGE,
  NEWSLETTER_CONFIRM_MALFORMED_MESSAGE,
  NEWSLETTER_CONFIRMATION_PERIOD,
  NEWSLETTER_CONFIRMATION_RESEND_MINUTES,
  NEWSLETTER_CONSENT_VERSION,
  type NewsletterConfirmResponse,
  type NewsletterSignUpResponse,
  periodAfter,
} from '@solar/shared-contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { MAIL_CONFIG, type MailConfig } from '../mail/mail-config';
import { retryOnLockConflict } from '../database/lock-conflict';
import { isUniqueViolation } from '../database/unique-violation';
import { Outbox } from '../mail/outbox.service';
import { confirmationTokenMatches, parseConfirmationToken } from '../mail/confirmation-token';
import type { NewsletterSubscribeDto } from './dto/newsletter-subscribe.dto';
import { NewsletterSignUpRequest } from './newsletter-sign-up-request.entity';
import { NewsletterService } from './newsletter.service';

const SENT: NewsletterSignUpResponse = { status: 'confirmation-sent' };
const RESEND_AFTER_MS = NEWSLETTER_CONFIRMATION_RESEND_MINUTES * 60_000;

/** The link's expiry in whole seconds, as the token carries it, so the request and its link expire together. */
const expiryFrom = (now: number): number => Math.floor(periodAfter(now, NEWSLETTER_CONFIRMATION_PERIOD) / 1000) * 1000;

/**
 * The newsletter's double opt-in (decision 077). A sign-up records a request, one per address, and emails a signed
 * link; nothing is on the list, and no objection is lifted, until the person confirms from it. Every sign-up gets
 * the same answer whatever the address, so the form never tells anyone who is subscribed; a repeat sends the email
 * again only after some minutes, so the form cannot be used to flood an inbox.
 */
@Injectable()
export class NewsletterSignUpService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAIL_CONFIG) private readonly mail: MailConfig,
    private readonly newsletter: NewsletterService,
    private readonly outbox: Outbox,
  ) {}

  async requestSignUp(dto: NewsletterSubscribeDto, now = Date.now()): Promise<NewsletterSignUpResponse> {
    const request = {
      email: dto.email,
      firstName: dto.firstName ?? null,
      lastName: dto.lastName ?? null,
      subscriptionSource: dto.subscriptionSource ?? 'website',
      sourcePage: dto.sourcePage ?? null,
      consentVersion: dto.consentVersion ?? NEWSLETTER_CONSENT_VERSION,
      requestedAt: now,
      expiresAt: expiryFrom(now),
      confirmedAt: null,
    };
    await this.readCommitted(async (manager) => {
      const row = await this.renewed(manager, request, now);
      if (row) await this.queueConfirmation(manager, row);
    });
    return SENT;
  }

  /**
   * Confirms the request a signed link names: consent from now, any objection lifted, the welcome queued, all in one
   * transaction that first marks the request confirmed, so a link used twice or two racing clicks welcome once.
   * `already-confirmed` when the link was used before, or the address was already subscribed by consent.
   */
  async confirm(token: string, now = Date.now()): Promise<NewsletterConfirmResponse> {
    const parsed = parseConfirmationToken(token);
    if (!parsed) throw new BadRequestException(NEWSLETTER_CONFIRM_MALFORMED_MESSAGE);
    const expired = parsed.expiresAt <= now;
    const request = await this.dataSource.getRepository(NewsletterSignUpRequest).findOneBy({ id: parsed.requestId });
    // A request gone from the table went because its link expired (or its person was erased): both say sign up again.
    if (!request && expired) throw new GoneException(NEWSLETTER_CONFIRM_EXPIRED_MESSAGE);
    if (!request || !confirmationTokenMatches(this.mail.unsubscribeSecret, parsed, request.email))
      throw new NotFoundException(NEWSLETTER_CONFIRM_INVALID_MESSAGE);
    if (request.confirmedAt !== null) return { status: 'already-confirmed' };
    if (expired) throw new GoneException(NEWSLETTER_CONFIRM_EXPIRED_MESSAGE);
    return this.readCommitted(async (manager) => {
      const claimed = await manager
        .createQueryBuilder()
        .update(NewsletterSignUpRequest)
        .set({ confirmedAt: now })
        .where('id = :id AND confirmedAt IS NULL', { id: request.id })
        .execute();
      if (claimed.affected !== 1) return { status: 'already-confirmed' } as const;
      const confirmed = await manager.findOneByOrFail(NewsletterSignUpRequest, { id: request.id });
      const subscribed = await this.newsletter.subscribeConfirmed(manager, {
        ...confirmed,
        confirmedAt: new Date(now),
      });
      // An address already subscribed by consent was confirmed before: nothing changes and no welcome goes.
      return { status: subscribed ? 'confirmed' : 'already-confirmed' } as const;
    });
  }

  /**
   * The address's request, renewed with a new link when its last email went long enough ago or it was confirmed (a
   * person who unsubscribed may sign up again at once), or inserted when it has none; null when a confirmation email
   * went in the last minutes and is still unanswered, so this sign-up sends nothing. The conditional
   * UPDATE comes first, as in NewsletterService.subscribeConfirmed, and racing sign-ups renew or insert it once.
   */
  private async renewed(
    manager: EntityManager,
    request: Omit<NewsletterSignUpRequest, 'id' | 'createdAt'>,
    now: number,
  ): Promise<NewsletterSignUpRequest | null> {
    const renewal = await manager
      .createQueryBuilder()
      .update(NewsletterSignUpRequest)
      .set(request)
      .where('email = :email AND (requestedAt <= :resendFrom OR confirmedAt IS NOT NULL)', {
        email: request.email,
        resendFrom: now - RESEND_AFTER_MS,
      })
      .execute();
    if (renewal.affected === 1) return manager.findOneByOrFail(NewsletterSignUpRequest, { email: request.email });
    const row = manager.create(NewsletterSignUpRequest, request);
    try {
      await manager.insert(NewsletterSignUpRequest, row);
      return row;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** One email per renewal: the event names the request and the time of this link. */
  private queueConfirmation(manager: EntityManager, row: NewsletterSignUpRequest): Promise<void> {
    return this.outbox.enqueue(manager, {
      event: `newsletter-request:${row.id}:${row.requestedAt}`,
      template: 'newsletter-confirmation',
      to: row.email,
      data: { firstName: row.firstName, requestId: row.id, expiresAt: new Date(row.expiresAt).toISOString() },
    });
  }

  /** READ COMMITTED on MySQL (see subscribeConfirmed), retried as a deadlock victim; SQLite's transactions take turns. */
  private readCommitted<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return retryOnLockConflict(() =>
      this.dataSource.options.type === 'better-sqlite3'
        ? this.dataSource.transaction(work)
        : this.dataSource.transaction('READ COMMITTED', work),
    );
  }
}
