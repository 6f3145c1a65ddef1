import type { PayAndRestartRequest, PayAndRestartResponse } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

/**
 * POST /api/monthly-gift/manage/pay-and-restart: a gift PayPal put on hold after failed payments, paid up and
 * restarted, only after the donor confirmed the amount (decision 084).
 */
export function payAndRestart(request: PayAndRestartRequest) {
  return apiRequest<PayAndRestartResponse>('POST', '/api/monthly-gift/manage/pay-and-restart', request);
}
