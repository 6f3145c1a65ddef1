import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@solar/shared-routing';
import { readPaypalReturn, type PaypalReturn, type ReturnState } from './paypal-return';

function initialState(paypalReturn: PaypalReturn): ReturnState {
  if (paypalReturn.type === 'capture') return { kind: 'confirming' };
  if (paypalReturn.type === 'activate') return { kind: 'activating' };
  if (paypalReturn.type === 'cancelled') return { kind: 'cancelled' };
  return { kind: 'idle' };
}

function returnKey(paypalReturn: PaypalReturn): string {
  if (paypalReturn.type === 'capture') return `capture:${paypalReturn.orderId}`;
  if (paypalReturn.type === 'activate') return `activate:${paypalReturn.subscriptionId}`;
  return paypalReturn.type;
}

/**
 * Finishes what PayPal sent the donor back to do: captures the order (success=true) or activates the monthly
 * gift (subscribed=true), or notes a cancellation, then replaces the address with /donate. Each return is acted
 * on once, even when React StrictMode runs the effect twice.
 */
export function usePaypalReturn() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const paypalReturn = useMemo(() => readPaypalReturn(new URLSearchParams(search)), [search]);
  const [state, setState] = useState<ReturnState>(() => initialState(paypalReturn));
  const handled = useRef(new Set<string>());
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (paypalReturn.type === 'none') return;
    const key = returnKey(paypalReturn);
    if (handled.current.has(key)) return;
    handled.current.add(key);

    const finish = (next: ReturnState) => {
      if (!mounted.current) return;
      setState(next);
      navigate('/donate', { replace: true });
    };

    if (paypalReturn.type === 'cancelled' || paypalReturn.type === 'incomplete') {
      finish({ kind: paypalReturn.type === 'cancelled' ? 'cancelled' : 'idle' });
      return;
    }
    setState({ kind: paypalReturn.type === 'capture' ? 'confirming' : 'activating' });
    // Only a return from PayPal needs this code, so a first visit does not download it.
    import('./paypal-return-actions')
      .then(({ finishPaypalReturn }) => finishPaypalReturn(paypalReturn, finish))
      .catch((error: unknown) => {
        console.error('PayPal return could not be finished', error);
        finish(paypalReturn.type === 'activate' ? { kind: 'monthly-unconfirmed' } : { kind: 'payment-failed' });
      });
  }, [paypalReturn, navigate]);

  return { state, dismiss: () => setState({ kind: 'idle' }) };
}
