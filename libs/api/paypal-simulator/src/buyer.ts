import { newPayerId } from './ids';
import type { Buyer } from './store';

/** Every approval is made by the same sandbox personal account, with a fresh payer id. */
export function sandboxBuyer(): Buyer {
  return { payerId: newPayerId(), email: 'sb-buyer@personal.example.com', givenName: 'Sandbox', surname: 'Buyer' };
}
