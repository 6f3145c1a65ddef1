import styled from '@emotion/styled';
import { colors, DONATIONS_EMAIL, mailtoHref, radii, space } from '@solar/shared-ui';
import { PAYMENT_FAILED_MESSAGE } from '../use-start-payment';
import type { ReturnState } from '../paypal-return';

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
          <a href={mailtoHref(DONATIONS_EMAIL, 'Monthly gift confirmation')}>{DONATIONS_EMAIL}</a> and we will confirm
          it for you; there is no need to set it up again.
        </Notice>
      );
    default:
      return null;
  }
}
