import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HeldRecord, SupporterDataCounts, SupporterDataFile, SupporterDataSection } from '@solar/shared-contracts';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { type AuditActor, AuditLog } from '../audit';
import { ContactMessage } from '../contact/contact-message.entity';
import { GiftAidDeclaration } from '../gift-aid-declarations/gift-aid-declaration.entity';
import { OutboxEmail } from '../mail/outbox-email.entity';
import { NewsletterSignUpRequest } from '../newsletter/newsletter-sign-up-request.entity';
import { Newsletter } from '../newsletter/newsletter.entity';
import { Donation } from '../payments/donation.entity';
import { Subscription } from '../subscriptions/subscription.entity';
import { Volunteer } from '../volunteers/volunteer.entity';

/** Every column of a stored row, dates as ISO strings, so the file holds the record as it is held. */
export function heldRecord(row: object): HeldRecord {
  const record: HeldRecord = {};
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Date) record[key] = value.toISOString();
    else if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      record[key] = value as string | number | boolean | null;
    else if (value !== undefined) record[key] = String(value);
  }
  return record;
}

/** What a gift shows on the project pages: the supporters wall's view of a donation. */
const wallEntry = (gift: Donation): HeldRecord => ({
  donationId: gift.id,
  projectId: gift.projectId,
  displayName: gift.displayName,
  message: gift.message,
  isAnonymous: Boolean(gift.isAnonymous),
  listedAsSupporter: Boolean(gift.listedAsSupporter),
  messageStatus: gift.messageStatus,
});

/** A sign-up waiting for confirmation, its epoch-millisecond times written as ISO times like every other record's. */
const signUpRecord = (request: NewsletterSignUpRequest): HeldRecord => {
  const isoOf = (time: number | null) => (time === null ? null : new Date(time).toISOString());
  return {
    ...heldRecord(request),
    requestedAt: isoOf(request.requestedAt),
    expiresAt: isoOf(request.expiresAt),
    confirmedAt: isoOf(request.confirmedAt),
  };
};

/** The person's rows in every table that holds personal data, found by the address they gave (decision 070). */
export async function findPersonRows(manager: EntityManager, email: string) {
  const address = email.trim().toLowerCase();
  const declarations = await manager.find(GiftAidDeclaration, { where: { donorEmail: address }, order: { id: 'ASC' } });
  const declarationIds = declarations.map((declaration) => declaration.id);
  const donations = await manager.find(Donation, {
    where: [{ donorEmail: address }, ...(declarationIds.length ? [{ giftAidDeclarationId: In(declarationIds) }] : [])],
    order: { id: 'ASC' },
  });
  return {
    address,
    newsletters: await manager.find(Newsletter, { where: { email: address }, order: { id: 'ASC' } }),
    signUpRequests: await manager.find(NewsletterSignUpRequest, { where: { email: address }, order: { id: 'ASC' } }),
    contactMessages: await manager.find(ContactMessage, { where: { email: address }, order: { id: 'ASC' } }),
    volunteers: await manager.find(Volunteer, { where: { email: address }, order: { id: 'ASC' } }),
    donations,
    subscriptions: await manager.find(Subscription, { where: { donorEmail: address }, order: { id: 'ASC' } }),
    declarations,
    emails: await manager.find(OutboxEmail, { where: { recipient: address }, order: { id: 'ASC' } }),
  };
}

/**
 * Subject access (UK GDPR Art. 15): everything held on one person as one file, each download audited with the
 * number of records per section and never the address or the data itself.
 */
@Injectable()
export class SupporterDataService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async file(email: string, actor: AuditActor, format: 'json' | 'html'): Promise<SupporterDataFile> {
    const rows = await findPersonRows(this.dataSource.manager, email);
    const sections: Record<SupporterDataSection, HeldRecord[]> = {
      emailLists: rows.newsletters.map(heldRecord),
      newsletterSignUps: rows.signUpRequests.map(signUpRecord),
      contactMessages: rows.contactMessages.map(heldRecord),
      volunteerApplications: rows.volunteers.map(heldRecord),
      donations: rows.donations.map(heldRecord),
      monthlyGifts: rows.subscriptions.map(heldRecord),
      giftAidDeclarations: rows.declarations.map(heldRecord),
      emailsSent: rows.emails.map(heldRecord),
      supportersWall: rows.donations.filter((gift) => gift.message || gift.listedAsSupporter).map(wallEntry),
    };
    await this.audit.record({
      actor,
      action: 'supporter-data.export',
      entityType: 'supporter',
      entityId: null,
      before: null,
      after: { format, records: countsOf(sections) },
    });
    return { email: rows.address, generatedAt: new Date().toISOString(), sections };
  }
}

export function countsOf(sections: Record<SupporterDataSection, readonly unknown[]>): SupporterDataCounts {
  return Object.fromEntries(
    Object.entries(sections).map(([section, records]) => [section, records.length]),
  ) as SupporterDataCounts;
}
