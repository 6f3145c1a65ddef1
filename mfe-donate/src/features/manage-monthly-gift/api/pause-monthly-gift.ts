import type { ManagedMonthlyGift, ManageTokenRequest } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

/** POST /api/monthly-gift/manage/pause (the token in the body, never in the address the logs keep). */
export function pauseMonthlyGift(request: ManageTokenRequest) {
  return apiRequest<ManagedMonthlyGift>('POST', '/api/monthly-gift/manage/pause', request);
}
