/**
 * The newsletter's double opt-in (issue 35, decision 077): a sign-up is a request until the person opens the link we
 * email them and confirms it. The widget, the confirmation page, the API's DTOs and the email read these.
 */
import { RETENTION_PERIODS } from './retention';

/**
 * The words beside the widget's consent box. Their version is stored with the consent it records: change the version
 * whenever the words change.
 */
export const NEWSLETTER_CONSENT_TEXT =
  'I agree to receive email updates about solar projects, climate stories and programme developments. I can unsubscribe at any time.';
export const NEWSLETTER_CONSENT_VERSION = '2026-11-28';
/** The API's 400 when a page showed older (or unknown) consent words. */
export const NEWSLETTER_CONSENT_CHANGED_MESSAGE = 'Our sign-up form has changed, please reload the page';

/** How long a confirmation link works, and so how long an unconfirmed request is kept (the privacy policy's period). */
export const NEWSLETTER_CONFIRMATION_PERIOD = RETENTION_PERIODS.unconfirmedNewsletterSignUps;

/** A repeated sign-up of one address sends its confirmation email again only after this many minutes. */
export const NEWSLETTER_CONFIRMATION_RESEND_MINUTES = 10;

/**
 * 201 from POST /api/newsletter/subscribe: the same for every address, new, waiting or already subscribed, so the
 * answer never tells anyone whether an address is on our list.
 */
export type NewsletterSignUpResponse = { status: 'confirmation-sent' };

/** The site's page a confirmation link opens: it shows a button, and only the button's POST confirms. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
/** The query parameter that carries the signed token. */
export const NEWSLETTER_CONFIRM_TOKEN_PARAM = 't';
/** `<request id>.<expiry, unix seconds>.<base64url HMAC-SHA256>`. */
export const NEWSLETTER_CONFIRM_TOKEN_PATTERN = /^([1-9]\d{0,9})\.([1-9]\d{0,10})\.([A-Za-z0-9_-]{43})$/;

/** POST /api/newsletter/confirm: the confirmation page's button. */
export type NewsletterConfirmRequest = { token: string };

/** 200 from POST /api/newsletter/confirm; `already-confirmed` when the link was used before (nothing is sent again). */
export type NewsletterConfirmResponse = { status: 'confirmed' | 'already-confirmed' };

/** The 4xx answers of POST /api/newsletter/confirm, as the page tells them apart. */
export const NEWSLETTER_CONFIRM_MALFORMED_MESSAGE =
  'This confirmation link is incomplete: please use the whole link from the email';
/** One answer for an unknown request and a wrong signature (404), so request ids cannot be probed. */
export const NEWSLETTER_CONFIRM_INVALID_MESSAGE = 'This confirmation link is not one of ours, or it was changed';
/** 410: the link's week is over; the request has gone or is about to. */
export const NEWSLETTER_CONFIRM_EXPIRED_MESSAGE =
  'This confirmation link has expired: please sign up again and we will send you a new one';

/** What the confirmation email is written from: the link is signed when it is sent, never stored. */
export type NewsletterConfirmationData = {
  firstName: string | null;
  requestId: number;
  /** ISO 8601: when the link stops working. */
  expiresAt: string;
};
