import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type ErasurePlan, type ErasureResult, giftAidKeptUntil } from '@solar/shared-contracts';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { type AuditActor, AuditLog } from '../audit';
import { ContactMessage } from '../contact/contact-message.entity';
import { GiftAidDeclaration } from '../gift-aid-declarations/gift-aid-declaration.entity';
import { OutboxEmail } from '../mail/outbox-email.entity';
import { NewsletterSignUpRequest } from '../newsletter/newsletter-sign-up-request.entity';
import { Newsletter } from '../newsletter/newsletter.entity';
import { Donation } from '../payments/donation.entity';
import { runInTransaction } from '../database/transactions';
import { Subscription } from '../subscriptions/subscription.entity';
import { Volunteer } from '../volunteers/volunteer.entity';
import { eraseDeclarationPerson } from './declaration-erasure';
import { ErasureMonthlyGifts, isRunningGift } from './erasure-monthly-gifts';
import { findPersonRows } from './supporter-data.service';

type PersonRows = Awaited<ReturnType<typeof findPersonRows>>;

/** The time of the last gift a declaration covers, or its own time when it covers none yet. */
function lastCoveredTime(declaration: GiftAidDeclaration, donations: Donation[]): number {
  const times = donations
    .filter((gift) => gift.giftAidDeclarationId === declaration.id && gift.paidAt !== null)
    .map((gift) => Number(gift.paidAt));
  return Math.max(Number(declaration.declaredAt), ...times);
}

/** Declarations HMRC still needs (inside six years after the end of the last covered gift's accounting period). */
export function keptDeclarations(rows: PersonRows, now: number): { kept: GiftAidDeclaration[]; until: number | null } {
  const kept = rows.declarations.filter(
    (declaration) => giftAidKeptUntil(lastCoveredTime(declaration, rows.donations)) > now,
  );
  const until = kept.length
    ? Math.max(...kept.map((declaration) => giftAidKeptUntil(lastCoveredTime(declaration, rows.donations))))
    : null;
  return { kept, until };
}

function planOf(rows: PersonRows, now: number): ErasurePlan {
  const { kept, until } = keptDeclarations(rows, now);
  const keptIds = new Set(kept.map((declaration) => declaration.id));
  return {
    email: rows.address,
    erased: {
      emailLists: rows.newsletters.length,
      newsletterSignUps: rows.signUpRequests.length,
      contactMessages: rows.contactMessages.length,
      volunteerApplications: rows.volunteers.length,
      donations: rows.donations.length,
      monthlyGifts: rows.subscriptions.length,
      giftAidDeclarations: rows.declarations.length - kept.length,
      emailsSent: rows.emails.length,
      supportersWall: rows.donations.filter((gift) => gift.message || gift.listedAsSupporter).length,
    },
    cancelled: { monthlyGifts: rows.subscriptions.filter(isRunningGift).length },
    kept: {
      giftAidDeclarations: kept.length,
      donations: rows.donations.filter(
        (gift) => gift.giftAidDeclarationId !== null && keptIds.has(gift.giftAidDeclarationId),
      ).length,
      until: until === null ? null : new Date(until).toISOString(),
    },
  };
}

/** The 409 when a monthly gift of the person started at PayPal while their other gifts were being ended. */
export const GIFT_STARTED_MESSAGE =
  'A monthly gift of theirs started at PayPal while we were erasing them, so we have not erased them. Please erase them again.';

/**
 * Erasure (UK GDPR Art. 17, decision 070): first every active or paused monthly gift ends at PayPal (decision 078),
 * then one person's personal fields are removed everywhere in one transaction, so a crash halfway leaves everything
 * as it was and an erasure PayPal refused can simply be asked again. Gift Aid declarations HMRC still needs, and the
 * gifts they cover, keep what the claim needs and are marked for the retention pass; the address stays only as a
 * suppression entry, so nothing emails them again. Audited with counts, never with what was erased.
 */
@Injectable()
export class SupporterErasureService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly monthlyGifts: ErasureMonthlyGifts,
  ) {}

  async plan(email: string): Promise<ErasurePlan> {
    return planOf(await findPersonRows(this.dataSource.manager, email), Date.now());
  }

  async erase(email: string, actor: AuditActor): Promise<ErasureResult> {
    const before = await findPersonRows(this.dataSource.manager, email);
    const cancelled = { monthlyGifts: await this.monthlyGifts.endAll(before.subscriptions, actor) };
    return runInTransaction(this.dataSource, async (manager) => {
      const now = Date.now();
      const rows = await findPersonRows(manager, email);
      if (rows.subscriptions.some(isRunningGift)) throw new ConflictException(GIFT_STARTED_MESSAGE);
      const plan = { ...planOf(rows, now), cancelled };
      const { kept } = keptDeclarations(rows, now);
      await eraseLists(manager, rows, now);
      await eraseGifts(manager, rows);
      await eraseDeclarations(manager, rows, new Set(kept.map((declaration) => declaration.id)), now);
      await this.audit.record(
        {
          actor,
          action: 'supporter-data.erasure',
          entityType: 'supporter',
          entityId: null,
          before: null,
          after: { erased: plan.erased, cancelled, kept: plan.kept },
        },
        manager,
      );
      return { ...plan, erasedAt: new Date(now).toISOString() };
    });
  }
}

/**
 * The address stays only as its suppression entry; sign-ups waiting for confirmation, messages, applications and
 * emails sent go (a confirmation link already sent then names no request, and confirms nothing).
 */
async function eraseLists(manager: EntityManager, rows: PersonRows, now: number): Promise<void> {
  for (const row of rows.newsletters)
    await manager.update(
      Newsletter,
      { id: row.id },
      {
        isActive: false,
        firstName: null,
        lastName: null,
        objectedAt: row.objectedAt ?? new Date(now),
        objectionChannel: row.objectionChannel ?? 'email',
      },
    );
  const ids = <T extends { id: number }>(list: T[]) => list.map((row) => row.id);
  if (rows.signUpRequests.length) await manager.delete(NewsletterSignUpRequest, { id: In(ids(rows.signUpRequests)) });
  if (rows.contactMessages.length) await manager.delete(ContactMessage, { id: In(ids(rows.contactMessages)) });
  if (rows.volunteers.length) await manager.delete(Volunteer, { id: In(ids(rows.volunteers)) });
  if (rows.emails.length) await manager.delete(OutboxEmail, { id: In(ids(rows.emails)) });
}

/** Gifts keep their amount, date, payment and declaration link; the wall shows "Anonymous" with their message. */
async function eraseGifts(manager: EntityManager, rows: PersonRows): Promise<void> {
  const unnamed = { donorEmail: null, donorName: null, displayName: null, isAnonymous: true };
  if (rows.donations.length) await manager.update(Donation, { id: In(rows.donations.map((gift) => gift.id)) }, unnamed);
  if (rows.subscriptions.length)
    await manager.update(
      Subscription,
      { id: In(rows.subscriptions.map((gift) => gift.id)) },
      { ...unnamed, pendingApprovalUrl: null },
    );
}

/**
 * A declaration HMRC still needs keeps its name and address (and so its claim lines) and is marked; one past its
 * six years is erased as the retention pass erases one (declaration-erasure.ts).
 */
async function eraseDeclarations(
  manager: EntityManager,
  rows: PersonRows,
  keptIds: Set<number>,
  now: number,
): Promise<void> {
  for (const declaration of rows.declarations) {
    if (keptIds.has(declaration.id))
      await manager.update(GiftAidDeclaration, { id: declaration.id }, { donorEmail: null, erasureRequestedAt: now });
    else await eraseDeclarationPerson(manager, declaration, { erasureRequestedAt: now });
  }
}
