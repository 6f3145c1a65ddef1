import { useSearchParams } from '@solar/shared-routing';
import { NEWSLETTER_CONFIRM_TOKEN_PARAM, NEWSLETTER_CONFIRM_TOKEN_PATTERN } from '@solar/shared-contracts';

/**
 * The token of the confirmation link (`?t=`), or null when it is missing or not shaped like one, so a link cut short
 * by an email program is recognised before anything is sent.
 */
export function useConfirmToken(): string | null {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(NEWSLETTER_CONFIRM_TOKEN_PARAM)?.trim() ?? '';
  return NEWSLETTER_CONFIRM_TOKEN_PATTERN.test(token) ? token : null;
}
