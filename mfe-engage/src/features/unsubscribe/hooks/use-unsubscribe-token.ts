import { useSearchParams } from '@solar/shared-routing';
import { UNSUBSCRIBE_TOKEN_PARAM, UNSUBSCRIBE_TOKEN_PATTERN } from '@solar/shared-contracts';

/**
 * The token of the unsubscribe link (`?t=`), or null when it is missing or not shaped like one, so a link cut
 * short by an email program is recognised before anything is sent.
 */
export function useUnsubscribeToken(): string | null {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(UNSUBSCRIBE_TOKEN_PARAM)?.trim() ?? '';
  return UNSUBSCRIBE_TOKEN_PATTERN.test(token) ? token : null;
}
