import type { ManagedMonthlyGift, ChangeMonthlyAmountRequest } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

/** POST /api/monthly-gift/manage/amount (the token in the body, never in the address the logs keep). */
export function changeMonthlyAmount(request: ChangeMonthlyAmountRequest) {
  return apiRequest<ManagedMonthlyGift>('POST', '/api/monthly-gift/manage/amount', request);
}
