/**
 * The back office's accounts, sessions, paging and audit log (`/api/staff/*`). The API's DTOs implement these
 * types and the staff console sends and reads them, so a change on either side fails to compile on the other.
 */

export const STAFF_ROLES = ['admin', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** NIST SP 800-63B: length, not composition rules; common passwords are refused on the server. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;
export const STAFF_USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,49}$/;
export const STAFF_DISPLAY_NAME_MAX_LENGTH = 100;

/** A staff account as the console sees it; the password hash never leaves the API. */
export type StaffUser = {
  id: number;
  username: string;
  displayName: string;
  role: StaffRole;
  disabled: boolean;
  lastSignInAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** POST /api/staff/session */
export type StaffSignInRequest = {
  username: string;
  password: string;
};

/** 200 from POST and GET /api/staff/session. */
export type StaffSessionResponse = {
  user: StaffUser;
  /** When the session ends however active it is (12 hours after sign-in). */
  expiresAt: string;
  /** When it ends if nothing is done with it (30 minutes after the last request). */
  idleExpiresAt: string;
};

/** POST /api/staff/users (admins) */
export type CreateStaffUserRequest = {
  username: string;
  displayName: string;
  role: StaffRole;
  password: string;
};

/** PATCH /api/staff/users/:id (admins) */
export type UpdateStaffUserRequest = {
  displayName?: string;
  role?: StaffRole;
  disabled?: boolean;
};

/** POST /api/staff/users/:id/password (admins): sets a new password and ends that person's sessions. */
export type ResetStaffPasswordRequest = {
  password: string;
};

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** Query parameters every staff list takes (`?page=1&pageSize=25&q=…`). */
export type PageQuery = {
  /** 1-based. */
  page?: number;
  pageSize?: number;
  /** Free-text search over the list's own text columns. */
  q?: string;
};

/**
 * `?from=&to=` of a staff list: UK calendar days (YYYY-MM-DD, Europe/London, BST included), both included. The API
 * turns them into instants: `from=2026-03-29` is 00:00 UK time that day up to the next UK midnight (decision 050).
 */
export type UkDayRangeQuery = {
  /** First UK day included. */
  from?: string;
  /** Last UK day included; not before `from`. */
  to?: string;
};

/** A staff list that can be narrowed to UK days. */
export type DatedPageQuery = PageQuery & UkDayRangeQuery;

/** Every staff list answers one page of this shape; no list is ever unbounded. */
export type Page<T> = {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
};

/** Query of GET /api/staff/audit: paging, `q` over action, record id and actor's username, and two exact filters. */
export type AuditQuery = DatedPageQuery & {
  /** Only changes by this staff user id. */
  actorId?: number;
  /** Only changes to this kind of record (`user`, `contact-message`, `volunteer`, …). */
  entityType?: string;
};

/** GET /api/staff/audit (admins): who changed what, when, before and after. */
export type AuditEntry = {
  id: number;
  actor: { id: number; username: string } | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
};

/** Dispatched on `window` when a staff API call answers 401, so the console sends the person to sign in. */
export const STAFF_SIGNED_OUT_EVENT = 'solar:staff-signed-out';
