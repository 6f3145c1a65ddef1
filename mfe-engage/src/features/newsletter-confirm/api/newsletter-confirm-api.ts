import type { NewsletterConfirmRequest, NewsletterConfirmResponse } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

/** POST /api/newsletter/confirm: the button of the page a sign-up's confirmation link opens. */
export function confirmNewsletterSignUp(request: NewsletterConfirmRequest) {
  return apiRequest<NewsletterConfirmResponse>('POST', '/api/newsletter/confirm', request);
}
