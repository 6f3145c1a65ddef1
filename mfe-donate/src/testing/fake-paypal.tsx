import type { ReactNode } from 'react';

/**
 * A stand-in for `@paypal/react-paypal-js` in unit tests: `PayPalButtons` renders plain buttons that call the
 * props PayPal would call, the way PayPal's script does (a rejected createOrder is reported through onError).
 * Use with `jest.mock('@paypal/react-paypal-js', () => require('<path>/testing/fake-paypal'))`.
 */
type ButtonsProps = {
  createOrder?: (data: Record<string, unknown>, actions: Record<string, unknown>) => Promise<string>;
  onApprove?: (data: { orderID: string; payerID?: string }, actions: Record<string, unknown>) => Promise<void>;
  onCancel?: (data: Record<string, unknown>) => void;
  onError?: (error: Record<string, unknown>) => void;
  style?: Record<string, unknown>;
  forceReRender?: unknown[];
};

export const fakePaypal = {
  providerOptions: null as Record<string, unknown> | null,
  buttonsProps: null as ButtonsProps | null,
  lastOrderId: null as string | null,
  reset() {
    this.providerOptions = null;
    this.buttonsProps = null;
    this.lastOrderId = null;
  },
};

export function PayPalScriptProvider({ options, children }: { options: Record<string, unknown>; children: ReactNode }) {
  fakePaypal.providerOptions = options;
  return <div data-testid="paypal-script-provider">{children}</div>;
}

export function usePayPalScriptReducer() {
  return [{ isInitial: false, isPending: false, isResolved: true, isRejected: false }, () => undefined];
}

export function PayPalButtons(props: ButtonsProps) {
  fakePaypal.buttonsProps = props;
  const createOrder = () => {
    props
      .createOrder?.({}, {})
      .then((id) => {
        fakePaypal.lastOrderId = id;
      })
      .catch((error: unknown) => props.onError?.({ message: String(error) }));
  };
  return (
    <div>
      <button type="button" onClick={createOrder}>
        PayPal: create order
      </button>
      <button
        type="button"
        onClick={() => void props.onApprove?.({ orderID: fakePaypal.lastOrderId ?? 'ORDER-9', payerID: 'PAYER-1' }, {})}
      >
        PayPal: approve
      </button>
      <button type="button" onClick={() => props.onCancel?.({ orderID: fakePaypal.lastOrderId ?? 'ORDER-9' })}>
        PayPal: cancel
      </button>
      <button type="button" onClick={() => props.onError?.({ message: 'Script error' })}>
        PayPal: error
      </button>
    </div>
  );
}
