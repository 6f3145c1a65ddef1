import type { ManagedMonthlyGift, PayOutstandingRequest } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

/** POST /api/monthly-gift/manage/pay-outstanding: only when the donor asks to pay what failed payments left owing. */
export function payOutstanding(request: PayOutstandingRequest) {
  return apiRequest<ManagedMonthlyGift>('POST', '/api/monthly-gift/manage/pay-outstanding', request);
}
