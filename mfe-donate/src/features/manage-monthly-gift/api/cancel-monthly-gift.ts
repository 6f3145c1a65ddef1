import type { ManagedMonthlyGift, CancelMonthlyGiftRequest } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

/** POST /api/monthly-gift/manage/cancel (the token in the body, never in the address the logs keep). */
export function cancelMonthlyGift(request: CancelMonthlyGiftRequest) {
  return apiRequest<ManagedMonthlyGift>('POST', '/api/monthly-gift/manage/cancel', request);
}
