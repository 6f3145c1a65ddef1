import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type ProvinceCode, SOFT_OPT_IN_PAGES, type VolunteerApplicationResponse } from '@solar/shared-contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { MAIL_CONFIG, type MailConfig } from '../mail/mail-config';
import { insertOrConflict } from '../database/unique-violation';
import { Outbox } from '../mail/outbox.service';
import { softOptInFields } from '../newsletter/dto/charity-email-notice';
import { NewsletterService, VOLUNTEER_SOURCE } from '../newsletter/newsletter.service';
import { runInTransaction } from '../database/transactions';
import type { VolunteerApplicationDto } from './dto/volunteer-application.dto';
import { Volunteer } from './volunteer.entity';

export const DUPLICATE_APPLICATION_MESSAGE = 'An application with this email address already exists';

const iso = (value: Date | string): string => new Date(value).toISOString();
/** SQLite hands a DATE back as written, mysql2 as 'YYYY-MM-DD' or a Date; answer the calendar day either way. */
const isoDay = (value: Date | string): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** Booleans go through Boolean(): after an insert on MySQL, TypeORM merges re-read defaults as raw 1/0. */
export function toApplicationResponse(row: Volunteer): VolunteerApplicationResponse {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    province: row.province as ProvinceCode,
    postalCode: row.postalCode,
    dateOfBirth: isoDay(row.dateOfBirth),
    occupation: row.occupation,
    skills: row.skills,
    interests: row.interests,
    availability: row.availability,
    experience: row.experience,
    motivation: row.motivation,
    emergencyContactName: row.emergencyContactName,
    emergencyContactPhone: row.emergencyContactPhone,
    emergencyContactRelation: row.emergencyContactRelation,
    hasTransportation: Boolean(row.hasTransportation),
    backgroundCheckConsent: Boolean(row.backgroundCheckConsent),
    agreesToTerms: Boolean(row.agreesToTerms),
    status: row.status,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

@Injectable()
export class VolunteersService {
  private readonly logger = new Logger(VolunteersService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @Inject(MAIL_CONFIG) private readonly mail: MailConfig,
    private readonly newsletter: NewsletterService,
  ) {}

  /**
   * One insert, status pending, and in the same transaction the applicant's acknowledgement and the staff alert;
   * the unique index on email turns a second application into a 409, which queues nothing.
   */
  async apply(dto: VolunteerApplicationDto): Promise<VolunteerApplicationResponse> {
    const { emailNoticeVersion, emailOptOut, ...application } = dto;
    const row = await insertOrConflict(
      () =>
        runInTransaction(this.dataSource, async (manager) => {
          const created = manager.create(Volunteer, {
            ...application,
            experience: dto.experience ?? null,
            hasTransportation: dto.hasTransportation ?? false,
            backgroundCheckConsent: dto.backgroundCheckConsent ?? false,
            agreesToTerms: true,
            status: 'pending',
          });
          await manager.insert(Volunteer, created);
          await this.queueEmails(manager, created);
          return created;
        }),
      DUPLICATE_APPLICATION_MESSAGE,
    );
    if (softOptInFields({ emailNoticeVersion, emailOptOut }).newsletterOptIn)
      await this.recordSoftOptIn(row, emailNoticeVersion as string);
    return toApplicationResponse(row);
  }

  /** The application stands even if the list cannot be written: the error is logged only. */
  private async recordSoftOptIn(row: Volunteer, noticeVersion: string): Promise<void> {
    try {
      await this.newsletter.recordSoftOptIn({
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        subscriptionSource: VOLUNTEER_SOURCE,
        sourcePage: SOFT_OPT_IN_PAGES.volunteer,
        noticeVersion,
      });
    } catch (error) {
      this.logger.error(
        `Soft opt-in for volunteer ${row.id} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private async queueEmails(manager: EntityManager, row: Volunteer): Promise<void> {
    const event = `volunteer:${row.id}`;
    await this.outbox.enqueue(manager, {
      event,
      template: 'volunteer-acknowledgement',
      to: row.email,
      data: { firstName: row.firstName },
    });
    const staffInbox = this.mail.staffInbox;
    if (!staffInbox) return;
    const { id: volunteerId, firstName, lastName, email, city, interests, availability } = row;
    await this.outbox.enqueue(manager, {
      event,
      template: 'volunteer-staff-alert',
      to: staffInbox,
      data: { volunteerId, firstName, lastName, email, city, interests, availability },
    });
  }
}
