import styled from '@emotion/styled';
import { Button, ButtonLink, colors, DONATIONS_EMAIL, Dialog, mailtoHref, radii, space } from '@solar/shared-ui';
import { formatPounds } from '../../../lib/money';
import { PAYMENT_FAILED_MESSAGE } from '../use-start-payment';
import type { ReturnState } from '../use-paypal-return';

export const CANCELLED_MESSAGE = 'Payment was cancelled. You can try again anytime.';
export const CONFIRMING_MESSAGE = 'Confirming your donation…';

const Notice = styled.p<{ tone: 'info' | 'error' | 'warning' }>`
  margin: 0 0 ${space.lg};
  padding: ${space.md} ${space.lg};
  border-radius: ${radii.md};
  font-weight: 600;
  border-left: 6px solid
    ${({ tone }) => (tone === 'error' ? colors.danger : tone === 'warning' ? colors.sun : colors.brand)};
  background: ${({ tone }) => (tone === 'error' ? colors.dangerSoft : tone === 'warning' ? '#fff8db' : colors.brandSoft)};
  color: ${({ tone }) => (tone === 'error' ? colors.danger : colors.ink)};
  a {
    color: ${colors.brandStrong};
  }
`;

const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin-top: ${space.lg};
`;

function formatDate(iso: string | null) {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The in-page message for a PayPal return: confirming, cancelled, failed or unconfirmed. */
export function ReturnNotice({ state }: { state: ReturnState }) {
  switch (state.kind) {
    case 'confirming':
      return (
        <Notice tone="info" role="status">
          {CONFIRMING_MESSAGE}
        </Notice>
      );
    case 'activating':
      return (
        <Notice tone="info" role="status">
          Confirming your monthly gift…
        </Notice>
      );
    case 'cancelled':
      return (
        <Notice tone="warning" role="alert">
          {CANCELLED_MESSAGE}
        </Notice>
      );
    case 'payment-failed':
      return (
        <Notice tone="error" role="alert">
          {PAYMENT_FAILED_MESSAGE}
        </Notice>
      );
    case 'monthly-unconfirmed':
      return (
        <Notice tone="warning" role="status">
          We could not confirm your monthly gift just now. If PayPal shows it as active, please email{' '}
          <a href={mailtoHref(DONATIONS_EMAIL, 'Monthly gift confirmation')}>{DONATIONS_EMAIL}</a> and we will confirm it
          for you; there is no need to set it up again.
        </Notice>
      );
    default:
      return null;
  }
}

/** The thank-you dialog after a captured donation or an activated monthly gift. */
export function ThankYouDialog({ state, onClose }: { state: ReturnState; onClose: () => void }) {
  if (state.kind === 'donation-confirmed') {
    const amount = formatPounds(state.amount, state.currency);
    return (
      <Dialog open onClose={onClose} title={`Thank you for your donation of ${amount}!`}>
        <p>
          Your gift of {amount} has been received. It goes straight to our installation programme, bringing solar power
          to schools, orphanages, places of worship and health centres in Pakistan and Somaliland.
        </p>
        <p>PayPal is emailing you a receipt. If you have a question about your gift, email {DONATIONS_EMAIL}.</p>
        <DialogActions>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
          <ButtonLink to="/get-involved/sponsor-a-project" variant="outline">
            See the projects you are powering
          </ButtonLink>
        </DialogActions>
      </Dialog>
    );
  }
  if (state.kind === 'monthly-confirmed') {
    const amount = formatPounds(state.amount, state.currency);
    const next = formatDate(state.nextBillingDate);
    return (
      <Dialog open onClose={onClose} title={`Thank you for your monthly gift of ${amount}!`}>
        <p>
          Your monthly gift of {amount} is now set up. Regular gifts let us plan installations and maintenance a year
          ahead and keep every system running for its full 20+ year life.
        </p>
        <p>
          {next ? `Your next payment will be taken on ${next}. ` : ''}You can change or cancel at any time from your
          PayPal account, or by emailing {DONATIONS_EMAIL}.
        </p>
        <DialogActions>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return null;
}
