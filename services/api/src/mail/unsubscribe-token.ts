import { createHmac } from 'node:crypto';
import { UNSUBSCRIBE_PATH, UNSUBSCRIBE_TOKEN_PARAM, UNSUBSCRIBE_TOKEN_PATTERN } from '@solar/shared-contracts';
import { macMatches } from '../kit/mac-matches';

/**
 * Unsubscribe links name the subscriber by a signed token (RFC 8058: the address alone must identify the
 * recipient): `<id>.<HMAC-SHA256(secret, id + address)>`. No expiry: an old email's link must keep working, and
 * the address is kept after unsubscribing (suppression), so the link stays verifiable and stays harmless.
 */
function signature(secret: string, subscriberId: number, email: string): Buffer {
  return createHmac('sha256', secret)
    .update(`newsletter-unsubscribe:${subscriberId}:${email.trim().toLowerCase()}`)
    .digest();
}

export function signUnsubscribeToken(secret: string, subscriberId: number, email: string): string {
  return `${subscriberId}.${signature(secret, subscriberId, email).toString('base64url')}`;
}

/** The subscriber id a well-formed token claims; check it with `unsubscribeTokenMatches` against that row. */
export function subscriberIdOf(token: string): number | null {
  const match = UNSUBSCRIBE_TOKEN_PATTERN.exec(token);
  return match ? Number(match[1]) : null;
}

export function unsubscribeTokenMatches(secret: string, token: string, subscriberId: number, email: string): boolean {
  return macMatches(token.slice(token.indexOf('.') + 1), signature(secret, subscriberId, email));
}

export function unsubscribeUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}${UNSUBSCRIBE_PATH}?${UNSUBSCRIBE_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}
