import { useSearchParams } from 'react-router-dom';
import { UNSUBSCRIBE_TOKEN_PARAM } from '@solar/shared-contracts';

/**
 * The shape of the API's signed token (`<subscriber id>.<base64url HMAC-SHA256>`, services/api/src/mail/
 * unsubscribe-token.ts), so a link cut short by an email program is recognised before anything is sent.
 */
const TOKEN_SHAPE = /^[1-9]\d{0,9}\.[A-Za-z0-9_-]{43}$/;

/** The token of the unsubscribe link (`?t=`), or null when it is missing or not a token. */
export function useUnsubscribeToken(): string | null {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(UNSUBSCRIBE_TOKEN_PARAM)?.trim() ?? '';
  return TOKEN_SHAPE.test(token) ? token : null;
}
