import type { NewsletterSubscribeRequest, NewsletterSignUpResponse } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

/** POST /api/newsletter/subscribe: asks for the confirmation email (the same answer for every address). */
export function subscribeToNewsletter(request: NewsletterSubscribeRequest) {
  return apiRequest<NewsletterSignUpResponse>('POST', '/api/newsletter/subscribe', request);
}
