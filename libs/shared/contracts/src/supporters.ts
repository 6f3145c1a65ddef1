import type { PageQuery } from './staff';

/** One completed gift as a project page shows it: never an amount, and a message only once staff approved it. */
export type Supporter = {
  /** The name the donor chose to show, or "Anonymous". */
  name: string;
  /** ISO 8601 instant of the gift. */
  date: string;
  message: string | null;
};

/** GET /api/projects/:id/supporters: how many people have given, and the latest supporters, newest first. */
export type ProjectSupportersResponse = {
  count: number;
  items: Supporter[];
};

/** How many supporters a project page lists at most (newest first); the count covers everyone. */
export const SUPPORTERS_LIST_LIMIT = 20;

/** A message's place in moderation: new messages wait for staff; only approved ones reach a page. */
export type MessageStatus = 'pending' | 'approved' | 'hidden';
export const MESSAGE_STATUSES = ['pending', 'approved', 'hidden'] as const satisfies readonly MessageStatus[];

/** One donor's message as the back office's moderation queue shows it (never the amount: it plays no part). */
export type StaffGiftMessage = {
  donationId: number;
  projectId: number | null;
  projectTitle: string | null;
  /** The name the page would show ("Anonymous" when the donor asked not to be named). */
  shownName: string;
  isAnonymous: boolean;
  message: string;
  status: MessageStatus;
  /** ISO 8601 instant the gift was made. */
  date: string;
  moderatedBy: string | null;
  moderatedAt: string | null;
};

/**
 * PATCH /api/staff/donations/:id/message: approve or hide a message. `from` is the status the member of staff saw
 * (pending when absent): the decision is taken only if the message is still there, so two people deciding the same
 * message at once end with one decision, and the other is told who decided first (409).
 */
export type MessageDecisionRequest = { status: Exclude<MessageStatus, 'pending'>; from?: MessageStatus };

/** GET /api/staff/donations/messages?status=… (default pending): oldest first, so the queue is worked in order. */
export type GiftMessageListQuery = PageQuery & { status?: MessageStatus };
