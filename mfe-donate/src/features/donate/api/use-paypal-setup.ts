import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaypalSetupResponse } from '@solar/shared-contracts';
import { fetchPaypalSetup } from './paypal-api';

export const PAYPAL_SETUP_KEY = ['/paypal/setup'] as const;

const paypalSetupQuery = {
  queryKey: PAYPAL_SETUP_KEY,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchPaypalSetup(signal),
};

/**
 * Whether online payment is open: `ready` with PayPal's browser settings, `unavailable` when GET /paypal/setup
 * fails for any reason (503 while PayPal is not configured), `checking` meanwhile. Asked once per visit.
 */
export type PaypalAvailability =
  { status: 'checking' } | { status: 'ready'; setup: PaypalSetupResponse } | { status: 'unavailable' };

/**
 * The question is asked in a task of its own after the page has started (decision 038), so it never lengthens
 * the task that commits hydration; `needed` (the donor has asked to pay) asks at once.
 */
export function usePaypalSetup({ needed = false }: { needed?: boolean } = {}): PaypalAvailability {
  const client = useQueryClient();
  useEffect(() => {
    const timer = setTimeout(() => void client.prefetchQuery(paypalSetupQuery), 0);
    return () => clearTimeout(timer);
  }, [client]);
  const query = useQuery({ ...paypalSetupQuery, enabled: needed });
  if (query.isPending) return { status: 'checking' };
  if (query.isError || !query.data?.clientId) return { status: 'unavailable' };
  return { status: 'ready', setup: query.data };
}
