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
  /** Whether the account has an authenticator (two-step sign-in); the secret itself never leaves the API. */
  secondFactor: boolean;
  /** Signed in on a password an administrator set (a new account, or a reset): the console asks them to choose their own. */
  temporaryPassword: boolean;
  createdAt: string;
  updatedAt: string;
};

/**
 * Who must sign in with an authenticator code as well as a password (STAFF_MFA, decisions 049 and 064): everyone
 * (the default), administrators only, or nobody is asked to set one up (an account that has one still needs its code).
 */
export const STAFF_MFA_POLICIES = ['admins', 'all', 'off'] as const;
export type StaffMfaPolicy = (typeof STAFF_MFA_POLICIES)[number];

/** An authenticator code: 6 digits, a new one every 30 seconds (RFC 6238's defaults, which every app uses). */
export const STAFF_TOTP_DIGITS = 6;
export const STAFF_TOTP_PERIOD_SECONDS = 30;
/** Recovery codes given at enrolment, each usable once instead of an authenticator code. */
export const STAFF_RECOVERY_CODE_COUNT = 10;
/** A code field takes a 6-digit code or a recovery code (`abcd-efgh-jkmn-pqrs`), spaces allowed. */
export const STAFF_CODE_MAX_LENGTH = 40;
export const STAFF_RESET_NOTE_MAX_LENGTH = 500;

/** POST /api/staff/session. `code`: the authenticator's current code, or a recovery code, once the account has one. */
export type StaffSignInRequest = {
  username: string;
  password: string;
  code?: string;
};

/**
 * The `reason` of a 401 from POST /api/staff/session when the password was right and the account has an
 * authenticator: no code was sent (the form then asks for one), or the code was wrong or already used.
 */
export const STAFF_SIGN_IN_REASONS = { codeRequired: 'code-required', codeRefused: 'code-refused' } as const;
export type StaffSignInReason = (typeof STAFF_SIGN_IN_REASONS)[keyof typeof STAFF_SIGN_IN_REASONS];

/**
 * 202 from POST /api/staff/session: the password was right, but this account must set up an authenticator first.
 * The cookie set with it is an enrolment session: it opens the enrolment endpoints and nothing else, for 10 minutes.
 */
export type StaffEnrolmentRequired = {
  enrolmentRequired: true;
  username: string;
  /** When the enrolment session ends. */
  expiresAt: string;
};

/** 200 from POST /api/staff/enrolment: the new secret to add to an authenticator app, as text and as an otpauth:// URI. */
export type StaffEnrolmentStart = {
  /** Base32, as the app's "enter a setup key" asks for it. */
  secret: string;
  /** `otpauth://totp/…`, what the QR code holds. */
  otpauthUri: string;
  issuer: string;
  account: string;
};

/** POST /api/staff/enrolment/confirm */
export type ConfirmStaffEnrolmentRequest = { code: string };

/** 200 from POST /api/staff/enrolment/confirm: shown once, never again. The cookie is now a full session. */
export type StaffEnrolmentConfirmed = {
  recoveryCodes: string[];
  session: StaffSessionResponse;
};

/** POST /api/staff/users/:id/second-factor/reset (admins): why, kept in the audit log. */
export type ResetStaffSecondFactorRequest = { note: string };

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
  /** Required when administrators reset their own password (decision 063): their current one. */
  currentPassword?: string;
};

/** POST /api/staff/account/password: a member of staff chooses their own password; their other sessions end. */
export type ChangeOwnPasswordRequest = {
  currentPassword: string;
  newPassword: string;
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
