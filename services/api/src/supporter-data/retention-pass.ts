import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  giftAidKeptUntil,
  periodBefore,
  RETENTION_PERIODS,
  UNSUCCESSFUL_VOLUNTEER_STATUSES,
} from '@solar/shared-contracts';
import { type DataSource, type EntityManager } from 'typeorm';
import { RepeatingPass } from '../kit/repeating-pass';
import { AuditLog } from '../audit';
import { ContactMessage } from '../contact/contact-message.entity';
import { GiftAidDeclaration } from '../gift-aid-declarations/gift-aid-declaration.entity';
import { OutboxEmail } from '../mail/outbox-email.entity';
import { NewsletterSignUpRequest } from '../newsletter/newsletter-sign-up-request.entity';
import { Newsletter } from '../newsletter/newsletter.entity';
import { Donation } from '../payments/donation.entity';
import { runRetryingTransaction } from '../database/transactions';
import { eraseDeclarationPerson, notYetErased } from './declaration-erasure';

export const RETENTION_PASS_INTERVAL_MS = 60 * 60_000;
/** The first pass after start-up: late enough that no test or short-lived process ever sees one. */
const FIRST_PASS_DELAY_MS = 5 * 60_000;
export const RETENTION_DELETED = 'retention.deleted';
const LOGGER = new Logger('retention');

export type RetentionCounts = {
  contactMessages: number;
  volunteerApplications: number;
  unsubscribedAddresses: number;
  sentEmails: number;
  newsletterSignUps: number;
  giftAidDeclarations: number;
};
type Section = keyof RetentionCounts;

/**
 * The privacy policy's periods applied (decision 076), from the module its page renders them from: contact messages
 * of an address with none in the last 2 years, declined volunteer applications declined 12 months ago, the names left
 * on an unsubscribed address (its suppression entry stays), copies of emails sent 12 months ago (decision 078),
 * newsletter sign-ups whose confirmation link has expired (decision 077), and Gift Aid declarations marked for
 * erasure once HMRC's six years end. Every replica runs it hourly; each deletion is one conditional statement, so
 * replicas racing each other delete a row once, and each is audited with its count in its own transaction, never
 * with what went.
 */
@Injectable()
export class RetentionPass implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly passes: RepeatingPass;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {
    this.passes = new RepeatingPass({
      name: 'retention pass',
      retrying: 'hourly',
      intervalMs: RETENTION_PASS_INTERVAL_MS,
      run: async (now) => total(await this.applyAt(now)),
      now: () => Date.now(),
      logger: LOGGER,
    });
  }

  onApplicationBootstrap(): void {
    this.passes.start(FIRST_PASS_DELAY_MS);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.passes.stop();
  }

  /** One pass now (after any in flight); answers how many records this replica deleted or reduced. */
  runOnce(now: number): Promise<number> {
    return this.passes.runOnce(now);
  }

  /** Everything due at `now`, by section, as this replica's statements found it. */
  async applyAt(now: number): Promise<RetentionCounts> {
    const counts: RetentionCounts = {
      contactMessages: await this.audited('contactMessages', (manager) => deleteOldMessages(manager, now)),
      volunteerApplications: await this.audited('volunteerApplications', (manager) =>
        deleteDeclinedApplications(manager, now),
      ),
      unsubscribedAddresses: await this.audited('unsubscribedAddresses', reduceUnsubscribed),
      sentEmails: await this.audited('sentEmails', (manager) => deleteOldSentEmails(manager, now)),
      newsletterSignUps: await this.audited('newsletterSignUps', (manager) => deleteExpiredSignUps(manager, now)),
      giftAidDeclarations: await this.eraseDueDeclarations(now),
    };
    if (total(counts) > 0) LOGGER.log({ message: `retention pass deleted ${total(counts)} records`, ...counts });
    return counts;
  }

  private audited(section: Section, work: (manager: EntityManager) => Promise<number>): Promise<number> {
    return runRetryingTransaction(this.dataSource, async (manager) => {
      const count = await work(manager);
      if (count > 0) await this.record(manager, section, count);
      return count;
    });
  }

  private record(manager: EntityManager, section: Section, count: number): Promise<void> {
    return this.audit.record(
      { actor: null, action: RETENTION_DELETED, entityType: section, entityId: null, before: null, after: { count } },
      manager,
    );
  }

  /** Declarations marked for erasure whose six years have ended, each erased by one conditional UPDATE. */
  private async eraseDueDeclarations(now: number): Promise<number> {
    const marked = await this.dataSource
      .getRepository(GiftAidDeclaration)
      .createQueryBuilder('declaration')
      .where('declaration.erasureRequestedAt IS NOT NULL')
      .andWhere(notYetErased('declaration'))
      .getMany();
    let erased = 0;
    for (const declaration of marked) {
      if (giftAidKeptUntil(await this.lastCoveredTime(declaration)) > now) continue;
      erased += await this.audited('giftAidDeclarations', (manager) => eraseDeclarationPerson(manager, declaration));
    }
    return erased;
  }

  private async lastCoveredTime(declaration: GiftAidDeclaration): Promise<number> {
    const row = await this.dataSource
      .getRepository(Donation)
      .createQueryBuilder('gift')
      .select('MAX(gift.paidAt)', 'last')
      .where('gift.giftAidDeclarationId = :id', { id: declaration.id })
      .getRawOne<{ last: string | number | null }>();
    return Math.max(Number(declaration.declaredAt), Number(row?.last ?? 0));
  }
}

const total = (counts: RetentionCounts): number => Object.values(counts).reduce((sum, count) => sum + count, 0);

/** Messages of every address whose last message is older than the period. */
async function deleteOldMessages(manager: EntityManager, now: number): Promise<number> {
  const cutoff = new Date(periodBefore(now, RETENTION_PERIODS.contactMessages));
  const result = await manager
    .createQueryBuilder()
    .delete()
    .from(ContactMessage)
    .where('createdAt < :cutoff', { cutoff })
    // The derived table lets MySQL read the table it deletes from.
    .andWhere(
      'email NOT IN (SELECT recent.email FROM (SELECT email FROM contact_messages WHERE createdAt >= :cutoff) recent)',
    )
    .execute();
  return result.affected ?? 0;
}

/** Applications declined (their last change) longer ago than the period. */
async function deleteDeclinedApplications(manager: EntityManager, now: number): Promise<number> {
  const cutoff = new Date(periodBefore(now, RETENTION_PERIODS.unsuccessfulVolunteerApplications));
  const result = await manager
    .createQueryBuilder()
    .delete()
    .from('volunteers')
    .where('status IN (:...statuses) AND updatedAt < :cutoff', { statuses: UNSUCCESSFUL_VOLUNTEER_STATUSES, cutoff })
    .execute();
  return result.affected ?? 0;
}

/**
 * Copies of emails sent longer ago than the period. Only `sent` rows go: a pending email (unsent, or failing and
 * still being retried) and a failed one staff may send again stay whatever their age.
 */
async function deleteOldSentEmails(manager: EntityManager, now: number): Promise<number> {
  const cutoff = periodBefore(now, RETENTION_PERIODS.sentEmails);
  const result = await manager
    .createQueryBuilder()
    .delete()
    .from(OutboxEmail)
    .where('status = :sent AND sentAt < :cutoff', { sent: 'sent', cutoff })
    .execute();
  return result.affected ?? 0;
}

/** An unsubscribed address keeps only its suppression entry: its names go at once. */
async function reduceUnsubscribed(manager: EntityManager): Promise<number> {
  const result = await manager
    .createQueryBuilder()
    .update(Newsletter)
    .set({ firstName: null, lastName: null })
    .where('isActive = :inactive AND (firstName IS NOT NULL OR lastName IS NOT NULL)', { inactive: false })
    .execute();
  return result.affected ?? 0;
}

/**
 * Newsletter sign-ups whose link has expired: never confirmed, or confirmed (the list's own row holds the consent)
 * and kept only so a second click said "already confirmed".
 */
async function deleteExpiredSignUps(manager: EntityManager, now: number): Promise<number> {
  const result = await manager
    .createQueryBuilder()
    .delete()
    .from(NewsletterSignUpRequest)
    .where('expiresAt <= :now', { now })
    .execute();
  return result.affected ?? 0;
}
