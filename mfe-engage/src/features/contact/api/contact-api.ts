import type { ContactMessageRequest } from '@solar/shared-contracts';
import { apiRequest } from '@solar/shared-data-access';

/** POST /api/contact. The answer is not read (spec §7). */
export async function sendContactMessage(request: ContactMessageRequest): Promise<void> {
  await apiRequest<unknown>('POST', '/api/contact', request);
}
