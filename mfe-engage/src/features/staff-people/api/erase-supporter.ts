import type { ErasurePlan, ErasureResult, SupporterDataRequest } from '@solar/shared-contracts';
import { staffRequest } from '@solar/shared-data-access';

/** POST /api/staff/supporter-data/erasure-plan: what erasing the person would remove, and what must stay. */
export function erasurePlan(request: SupporterDataRequest): Promise<ErasurePlan> {
  return staffRequest<ErasurePlan>('POST', '/api/staff/supporter-data/erasure-plan', request);
}

/** POST /api/staff/supporter-data/erasure: erase them, once staff confirmed the plan. */
export function eraseSupporter(request: SupporterDataRequest): Promise<ErasureResult> {
  return staffRequest<ErasureResult>('POST', '/api/staff/supporter-data/erasure', { ...request, confirm: true });
}
