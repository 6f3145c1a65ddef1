import styled from '@emotion/styled';
import { formatLongDate } from '@solar/shared-format';
import { Button, ButtonLink, DONATIONS_EMAIL, Dialog, space } from '@solar/shared-ui';
import { formatPounds } from '../../../lib/money';
import type { ReturnState } from '../paypal-return';

const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin-top: ${space.lg};
`;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The day a timestamp falls on where the donor is, written out ("20 May 2026"). */
function formatDate(iso: string | null) {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formatLongDate(`${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`);
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
