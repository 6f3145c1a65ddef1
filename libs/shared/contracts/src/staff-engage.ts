/**
 * The back office's engage pages: contact messages, volunteer applications and newsletter subscribers
 * (`/api/staff/messages`, `/api/staff/volunteers`, `/api/staff/subscribers`).
 */
import type { NewsletterSubscriptionResponse, VolunteerApplicationResponse } from './engage';
import type { EmailBasis, ObjectionChannel } from './email-basis';
import type { DatedPageQuery } from './staff';

export const MESSAGE_FILTERS = ['unread', 'read', 'all'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

/** GET /api/staff/messages?filter=unread|read|all&q=&page= */
export type MessageListQuery = DatedPageQuery & { filter?: MessageFilter };

export type StaffContactMessage = {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  isRead: boolean;
  createdAt: string;
};

/** PATCH /api/staff/messages/:id (opening one with GET marks it read; this marks it unread again). */
export type UpdateMessageRequest = { isRead: boolean };

export const VOLUNTEER_STATUSES = ['pending', 'reviewing', 'accepted', 'declined', 'withdrawn'] as const;
export type VolunteerStatus = (typeof VOLUNTEER_STATUSES)[number];

/** Where an application may move next: pending → reviewing → accepted or declined; withdrawn from any open state. */
export const VOLUNTEER_TRANSITIONS: Record<VolunteerStatus, readonly VolunteerStatus[]> = {
  pending: ['reviewing', 'withdrawn'],
  reviewing: ['accepted', 'declined', 'withdrawn'],
  accepted: ['withdrawn'],
  declined: [],
  withdrawn: [],
};

export const STAFF_NOTE_MAX_LENGTH = 2000;

/** GET /api/staff/volunteers?status=&q=&page= */
export type VolunteerListQuery = DatedPageQuery & { status?: VolunteerStatus };

export type StaffVolunteer = VolunteerApplicationResponse & { status: VolunteerStatus; staffNote: string | null };

/** PATCH /api/staff/volunteers/:id */
export type UpdateVolunteerRequest = { status?: VolunteerStatus; staffNote?: string | null };

export const SUBSCRIBER_FILTERS = ['active', 'unsubscribed', 'all'] as const;
export type SubscriberFilter = (typeof SUBSCRIBER_FILTERS)[number];

/** GET /api/staff/subscribers?filter=&q=&page=; GET /api/staff/subscribers/export.csv for the active ones. */
export type SubscriberListQuery = DatedPageQuery & { filter?: SubscriberFilter; basis?: EmailBasis };

/**
 * A subscriber as the public API answers one, plus its last change and the record of why we may email them
 * (decision 069): the basis, the page it was collected on, the notice version shown, when, and any objection.
 */
export type StaffSubscriber = NewsletterSubscriptionResponse & {
  updatedAt: string;
  basis: EmailBasis;
  sourcePage: string | null;
  noticeVersion: string | null;
  basisRecordedAt: string;
  objectedAt: string | null;
  objectionChannel: ObjectionChannel | null;
};
