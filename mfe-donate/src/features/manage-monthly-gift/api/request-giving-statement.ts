import type { GivingStatementRequest, GivingStatementResponse } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

/** POST /api/monthly-gift/manage/statement: a UK tax year's statement, emailed to the gift's address. */
export function requestGivingStatement(request: GivingStatementRequest) {
  return apiRequest<GivingStatementResponse>('POST', '/api/monthly-gift/manage/statement', request);
}
