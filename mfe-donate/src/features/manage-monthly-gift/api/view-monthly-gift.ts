import type { ManagedMonthlyGift, ManageTokenRequest } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

/** POST /api/monthly-gift/manage/view (the token in the body, never in the address the logs keep). */
export function viewMonthlyGift(request: ManageTokenRequest) {
  return apiRequest<ManagedMonthlyGift>('POST', '/api/monthly-gift/manage/view', request);
}
