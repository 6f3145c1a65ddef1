import { createHmac } from 'node:crypto';
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_CONFIRM_TOKEN_PARAM,
  NEWSLETTER_CONFIRM_TOKEN_PATTERN,
} from '@solar/shared-contracts';
import { macMatches } from '../kit/mac-matches';

/**
 * A confirmation link names one sign-up request by a signed token (decision 077), as the unsubscribe and manage links
 * do: `<request id>.<expiry, unix seconds>.<HMAC-SHA256>` over both and the request's address, keyed with
 * UNSUBSCRIBE_SECRET under its own purpose, so no other link can be read as this one. Changing any part (another
 * request, a later expiry) breaks the signature; the token is made when the email is sent and never stored.
 */
function signature(secret: string, requestId: number, expires: number, email: string): Buffer {
  return createHmac('sha256', secret)
    .update(`newsletter-confirm:${requestId}:${expires}:${email.trim().toLowerCase()}`)
    .digest();
}

export type ConfirmationLink = { requestId: number; expiresAt: number };

export function signConfirmationToken(secret: string, link: ConfirmationLink, email: string): string {
  const expires = Math.floor(link.expiresAt / 1000);
  return `${link.requestId}.${expires}.${signature(secret, link.requestId, expires, email).toString('base64url')}`;
}

export function confirmationUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}${NEWSLETTER_CONFIRM_PATH}?${NEWSLETTER_CONFIRM_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

export type ParsedConfirmationToken = ConfirmationLink & { mac: string };

/** What a well-formed token claims; check it with confirmationTokenMatches against that request's address. */
export function parseConfirmationToken(token: string): ParsedConfirmationToken | null {
  const match = NEWSLETTER_CONFIRM_TOKEN_PATTERN.exec(token);
  if (!match) return null;
  return { requestId: Number(match[1]), expiresAt: Number(match[2]) * 1000, mac: match[3] as string };
}

export function confirmationTokenMatches(secret: string, parsed: ParsedConfirmationToken, email: string): boolean {
  const expected = signature(secret, parsed.requestId, Math.floor(parsed.expiresAt / 1000), email);
  return macMatches(parsed.mac, expected);
}
