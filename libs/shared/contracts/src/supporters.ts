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

/** A message's or a name's place in moderation: new ones wait for staff; only approved ones reach a page. */
export type MessageStatus = 'pending' | 'approved' | 'hidden';
export const MESSAGE_STATUSES = ['pending', 'approved', 'hidden'] as const satisfies readonly MessageStatus[];

/**
 * One gift's words as the back office's moderation queue shows them (never the amount: it plays no part): the name
 * the donor chose to show and the message, each with its own decision (decision 066).
 */
export type StaffGiftMessage = {
  donationId: number;
  projectId: number | null;
  projectTitle: string | null;
  /** What the page shows now: the name once approved, else "Anonymous". */
  shownName: string;
  /** True unless the donor ticked "Show my name on the project page". */
  isAnonymous: boolean;
  /** The name the donor chose to show, waiting for or given a decision; null when they chose none. */
  name: string | null;
  nameStatus: MessageStatus | null;
  nameModeratedBy: string | null;
  nameModeratedAt: string | null;
  /** The message, or null when the gift's words are only a name. */
  message: string | null;
  status: MessageStatus | null;
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

/**
 * PATCH /api/staff/donations/:id/name: approve or hide the name a donor chose to show, the same way as a message.
 */
export type NameDecisionRequest = MessageDecisionRequest;

/**
 * GET /api/staff/donations/messages?status=… (default pending): gifts whose name or message has that status, oldest
 * first, so the queue is worked in order.
 */
export type GiftMessageListQuery = PageQuery & { status?: MessageStatus };
