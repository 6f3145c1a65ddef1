import type { FreshLinkRequest, FreshLinkResponse } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

/** POST /api/monthly-gift/manage/fresh-link: the same answer whether or not the address has a monthly gift. */
export function requestFreshLink(request: FreshLinkRequest) {
  return apiRequest<FreshLinkResponse>('POST', '/api/monthly-gift/manage/fresh-link', request);
}
