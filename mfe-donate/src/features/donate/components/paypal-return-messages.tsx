import type { ReturnState } from '../paypal-return';
import { ReturnNotice } from './return-notice';
import { ThankYouDialog } from './thank-you-dialog';

/** What the page says after PayPal sends the donor back: the in-page notice and the thank-you dialog. */
export default function PaypalReturnMessages({ state, onClose }: { state: ReturnState; onClose: () => void }) {
  return (
    <>
      <ReturnNotice state={state} />
      <ThankYouDialog state={state} onClose={onClose} />
    </>
  );
}
