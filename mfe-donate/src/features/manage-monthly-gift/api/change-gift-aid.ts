import type { ManagedMonthlyGift, ManageGiftAidRequest } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

/** POST /api/monthly-gift/manage/gift-aid (the token in the body, never in the address the logs keep). */
export function changeGiftAid(request: ManageGiftAidRequest) {
  return apiRequest<ManagedMonthlyGift>('POST', '/api/monthly-gift/manage/gift-aid', request);
}
