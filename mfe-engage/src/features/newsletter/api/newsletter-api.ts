import type { NewsletterSubscribeRequest, NewsletterSubscriptionResponse } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

/** POST /api/newsletter/subscribe. */
export function subscribeToNewsletter(request: NewsletterSubscribeRequest) {
  return apiRequest<NewsletterSubscriptionResponse>('POST', '/api/newsletter/subscribe', request);
}
