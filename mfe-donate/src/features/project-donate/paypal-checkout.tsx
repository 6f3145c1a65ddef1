import { useMemo } from 'react';
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { DONATION_CURRENCY, type PaypalSetupResponse } from '@solar/shared-contracts';
import type { PaypalButtonHandlers } from './use-project-payment';

type PaypalCheckoutProps = {
  setup: PaypalSetupResponse;
  amount: number;
  handlers: PaypalButtonHandlers;
};

function Buttons({ amount, handlers }: Omit<PaypalCheckoutProps, 'setup'>) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected) {
    return (
      <p role="alert">
        PayPal could not be loaded in this browser. Please check your connection or any content blocker and reload the
        page, or give by bank transfer instead.
      </p>
    );
  }
  return (
    <>
      {isPending ? <p role="status">Loading PayPal…</p> : null}
      <PayPalButtons
        style={{ layout: 'vertical', label: 'donate' }}
        forceReRender={[amount]}
        createOrder={handlers.createOrder}
        onApprove={handlers.onApprove}
        onCancel={handlers.onCancel}
        onError={handlers.onError}
      />
    </>
  );
}

/**
 * PayPal's script and buttons for one project gift. Loaded lazily, so the PayPal package is fetched only after
 * the donor presses Donate.
 */
export default function PaypalCheckout({ setup, amount, handlers }: PaypalCheckoutProps) {
  const options = useMemo(
    () => ({
      clientId: setup.clientId,
      currency: DONATION_CURRENCY,
      intent: 'capture',
      environment: setup.environment === 'live' ? ('production' as const) : ('sandbox' as const),
      ...(setup.sdkBaseUrl ? { sdkBaseUrl: setup.sdkBaseUrl } : {}),
    }),
    [setup.clientId, setup.environment, setup.sdkBaseUrl],
  );
  return (
    <PayPalScriptProvider options={options}>
      <Buttons amount={amount} handlers={handlers} />
    </PayPalScriptProvider>
  );
}
