import { useQuery } from '@tanstack/react-query';
import type { PaypalSetupResponse } from '@solar/shared-contracts';
import { fetchPaypalSetup } from './paypal-api';

export const PAYPAL_SETUP_KEY = ['/paypal/setup'] as const;

/**
 * Whether online payment is open: `ready` with PayPal's browser settings, `unavailable` when GET /paypal/setup
 * fails for any reason (503 while PayPal is not configured), `checking` meanwhile. Asked once per visit.
 */
export type PaypalAvailability =
  | { status: 'checking' }
  | { status: 'ready'; setup: PaypalSetupResponse }
  | { status: 'unavailable' };

export function usePaypalSetup(): PaypalAvailability {
  const query = useQuery({
    queryKey: PAYPAL_SETUP_KEY,
    queryFn: ({ signal }) => fetchPaypalSetup(signal),
  });
  if (query.isPending) return { status: 'checking' };
  if (query.isError || !query.data?.clientId) return { status: 'unavailable' };
  return { status: 'ready', setup: query.data };
}
