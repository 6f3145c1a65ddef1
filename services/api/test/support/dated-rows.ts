import { AuditEntryRecord } from '../../src/audit/audit-entry.entity';
import { ContactMessage } from '../../src/contact/contact-message.entity';
import { GiftAidDeclaration } from '../../src/gift-aid-declarations/gift-aid-declaration.entity';
import { OutboxEmail } from '../../src/mail/outbox-email.entity';
import { Newsletter } from '../../src/newsletter/newsletter.entity';
import { Subscription } from '../../src/subscriptions/subscription.entity';
import { Volunteer } from '../../src/volunteers/volunteer.entity';
import type { TestApp } from '../test-app';

/**
 * One row of a staff list made at a known instant, named by `marker` in the field the list shows (and searches), so
 * a date filter's answer can be read back as markers. Each list's table, with only what it requires filled in.
 */
export type DatedList = {
  /** The API list. */
  path: string;
  /** Makes a row created at `at`, marked `marker`. */
  insert: (t: TestApp, marker: string, at: Date) => Promise<void>;
  /** The marker of each item of the list's answer. */
  markerOf: (item: Record<string, unknown>) => string;
};

const field =
  (name: string) =>
  (item: Record<string, unknown>): string =>
    String(item[name]);

export const datedLists: DatedList[] = [
  {
    path: '/api/staff/messages',
    insert: async (t, marker, at) => {
      const repository = t.dataSource.getRepository(ContactMessage);
      await repository.save(
        repository.create({ name: marker, email: 'a@example.org', subject: 'Hello', message: 'Hi', createdAt: at }),
      );
    },
    markerOf: field('name'),
  },
  {
    path: '/api/staff/volunteers',
    insert: async (t, marker, at) => {
      const repository = t.dataSource.getRepository(Volunteer);
      await repository.save(
        repository.create({
          firstName: marker,
          lastName: 'Volunteer',
          email: `${marker}@example.org`,
          phone: '07700 900000',
          address: '1 High Street',
          city: 'Leeds',
          province: 'West Yorkshire',
          postalCode: 'LS1 1AA',
          dateOfBirth: '1990-01-01',
          occupation: 'Electrician',
          skills: 'Wiring',
          interests: 'Solar',
          availability: 'Weekends',
          experience: null,
          motivation: 'To help',
          emergencyContactName: 'Sam',
          emergencyContactPhone: '07700 900001',
          emergencyContactRelation: 'Sibling',
          createdAt: at,
        }),
      );
    },
    markerOf: field('firstName'),
  },
  {
    path: '/api/staff/subscribers',
    insert: async (t, marker, at) => {
      const repository = t.dataSource.getRepository(Newsletter);
      await repository.save(repository.create({ email: `${marker}@example.org`, consentGiven: true, createdAt: at }));
    },
    markerOf: (item) => String(item['email']).split('@')[0] as string,
  },
  {
    path: '/api/staff/emails',
    insert: async (t, marker, at) => {
      const repository = t.dataSource.getRepository(OutboxEmail);
      await repository.save(
        repository.create({
          dedupeKey: `dated-${marker}`,
          template: 'contact-acknowledgement',
          recipient: `${marker}@example.org`,
          payload: '{}',
          status: 'sent',
          attempts: 1,
          nextAttemptAt: at.getTime(),
          sentAt: at.getTime(),
          createdAt: at,
        }),
      );
    },
    markerOf: (item) => String(item['recipient']).split('@')[0] as string,
  },
  {
    path: '/api/staff/audit',
    insert: async (t, marker, at) => {
      const repository = t.dataSource.getRepository(AuditEntryRecord);
      await repository.save(
        repository.create({ actorId: null, actorUsername: null, action: marker, entityType: 'dated', createdAt: at }),
      );
    },
    markerOf: field('action'),
  },
  {
    path: '/api/staff/monthly-gifts',
    insert: async (t, marker, at) => {
      const repository = t.dataSource.getRepository(Subscription);
      await repository.save(
        repository.create({
          paypalSubscriptionId: `I-${marker}`,
          donorEmail: 'm@example.org',
          donorName: marker,
          amount: 10,
          frequency: 'monthly',
          status: 'active',
          createdAt: at,
        }),
      );
    },
    markerOf: field('donorName'),
  },
  {
    path: '/api/staff/gift-aid/declarations',
    insert: async (t, marker, at) => {
      const repository = t.dataSource.getRepository(GiftAidDeclaration);
      await repository.save(
        repository.create({
          firstName: marker,
          lastName: 'Donor',
          houseNameOrNumber: '1',
          postcode: 'B3 2RT',
          donorEmail: 'g@example.org',
          scope: 'enduring',
          wordingVersion: '2026-11-23',
          declaredAt: at.getTime(),
        }),
      );
    },
    markerOf: field('firstName'),
  },
  {
    path: '/api/staff/donations',
    insert: async (t, marker, at) => {
      await t.dataSource.query(
        'INSERT INTO donations (donorName, amount, currency, paymentStatus, createdAt) VALUES (?, ?, ?, ?, ?)',
        [marker, 10, 'GBP', 'completed', at.toISOString().replace('T', ' ').slice(0, 19)],
      );
    },
    markerOf: field('donorName'),
  },
];
