import { createHmac } from 'node:crypto';
import {
  MANAGE_GIFT_PATH,
  MANAGE_GIFT_TOKEN_PARAM,
  MANAGE_LINK_DAYS,
  MANAGE_TOKEN_PATTERN,
  type ManageLinkData,
  type ManageLinkProblem,
} from '@solar/shared-contracts';
import { macMatches } from '../kit/mac-matches';

/**
 * A manage link names one monthly gift by a signed token (decision 055), as the unsubscribe link names a subscriber:
 * `<subscription id>.<link version>.<expiry, unix seconds>.<HMAC-SHA256>` over those three and the gift's address,
 * keyed with UNSUBSCRIBE_SECRET under its own purpose, so one link can never be read as the other. Changing any part
 * (another gift, a later expiry, an older version) breaks the signature.
 */
const DAY_MS = 86_400_000;

function signature(secret: string, subscriptionId: number, version: number, expires: number, email: string): Buffer {
  return createHmac('sha256', secret)
    .update(`monthly-gift-manage:${subscriptionId}:${version}:${expires}:${email.trim().toLowerCase()}`)
    .digest();
}

export const manageLinkExpiry = (from: number = Date.now()): Date => new Date(from + MANAGE_LINK_DAYS * DAY_MS);

export function signManageToken(secret: string, link: ManageLinkData, email: string): string {
  const expires = Math.floor(new Date(link.expiresAt).getTime() / 1000);
  const mac = signature(secret, link.subscriptionId, link.version, expires, email).toString('base64url');
  return `${link.subscriptionId}.${link.version}.${expires}.${mac}`;
}

export function manageUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin}${MANAGE_GIFT_PATH}?${MANAGE_GIFT_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}

export type ParsedManageToken = { subscriptionId: number; version: number; expiresAt: Date; mac: string };

/** What a well-formed token claims; check it with manageTokenProblem against that gift. */
export function parseManageToken(token: unknown): ParsedManageToken | null {
  const match = typeof token === 'string' ? MANAGE_TOKEN_PATTERN.exec(token) : null;
  if (!match) return null;
  return {
    subscriptionId: Number(match[1]),
    version: Number(match[2]),
    expiresAt: new Date(Number(match[3]) * 1000),
    mac: match[4] as string,
  };
}

/**
 * Why a token does not open this gift now, or null when it does. The signature is checked first (a tampered expiry
 * or version is LINK_INVALID, never "expired"), then the expiry, then whether a change has been made since.
 */
export function manageTokenProblem(
  secret: string,
  parsed: ParsedManageToken,
  gift: { id: number; donorEmail: string | null; manageLinkVersion: number },
  now = Date.now(),
): ManageLinkProblem | null {
  if (!gift.donorEmail || gift.id !== parsed.subscriptionId) return 'LINK_INVALID';
  const expected = signature(
    secret,
    parsed.subscriptionId,
    parsed.version,
    Math.floor(parsed.expiresAt.getTime() / 1000),
    gift.donorEmail,
  );
  if (!macMatches(parsed.mac, expected)) return 'LINK_INVALID';
  if (parsed.expiresAt.getTime() <= now) return 'LINK_EXPIRED';
  if (parsed.version !== gift.manageLinkVersion) return 'LINK_USED';
  return null;
}
