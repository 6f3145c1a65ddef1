import type { UnsubscribeRequest, UnsubscribeResponse } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

/** POST /api/newsletter/unsubscribe: the confirm button of the page an email's unsubscribe link opens. */
export function unsubscribeFromNewsletter(request: UnsubscribeRequest) {
  return apiRequest<UnsubscribeResponse>('POST', '/api/newsletter/unsubscribe', request);
}
