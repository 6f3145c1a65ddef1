import { lazy, memo, Suspense, useState } from 'react';
import styled from '@emotion/styled';
import {
  Button,
  ButtonLink,
  colors,
  contactHref,
  DONATIONS_EMAIL,
  mailtoHref,
  radii,
  shadows,
  space,
} from '@solar/shared-ui';
import { AmountPresets } from '../../components/amount-presets';
import { GiftWordsFieldsGroup } from '../../components/gift-words/gift-words-fields';
import { formatPounds } from '../../lib/money';
import { usePaypalSetup } from '../donate/api';
import { CHARITY_EMAIL_NOTICE } from '@solar/shared-contracts';
import { CheckboxField, TextField } from '@solar/shared-ui/forms';
import type { GiftAidChoice } from '../../components/gift-aid/gift-aid-section';
import type { GiftAidFormLink } from '../../components/gift-aid/use-gift-aid-field';
import { PROJECT_PRESETS, useProjectDonateForm } from './use-project-donate-form';
import { useProjectPayment, type PanelMessage } from './use-project-payment';

/** The PayPal package arrives only after Donate is pressed. */
const PaypalCheckout = lazy(() => import(/* webpackChunkName: "paypal-checkout" */ './paypal-checkout'));
/** Shown at once, so the shell's server preloads it with the page (its chunk is named as a part of the page). */
const ProjectGiftAid = lazy(() => import(/* webpackChunkName: "page-project-donate__gift-aid" */ './project-gift-aid'));

/**
 * The Gift Aid part, memoised on props that stay the same while the page comes to life (the form's control and
 * setValue, the box, the scope and the amount): react-hook-form's synchronous "ready" re-render of the panel stops here, so the server's
 * Gift Aid section is never thrown away before its code has arrived (decisions 038 and 040).
 */
const GiftAidPart = memo(function GiftAidPart(props: GiftAidFormLink & GiftAidChoice & { amount: number }) {
  return (
    <Suspense fallback={null}>
      <ProjectGiftAid {...props} />
    </Suspense>
  );
});

const Panel = styled.section`
  display: grid;
  gap: ${space.md};
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  box-shadow: ${shadows.raised};
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
  }
  legend {
    font-weight: 700;
    margin-bottom: ${space.sm};
  }
`;

const Notice = styled.div`
  padding: ${space.md};
  border-radius: ${radii.md};
  background: #fff8db;
  border: 2px solid ${colors.sun};
  h3 {
    margin: 0 0 ${space.xs};
    font-size: 1.1rem;
    color: #7a4100;
  }
  p {
    margin: 0 0 ${space.sm};
  }
  a:not([class]) {
    font-weight: 600;
    color: ${colors.brandStrong};
  }
`;

const Message = styled.p<{ tone: PanelMessage['tone'] }>`
  margin: 0;
  padding: ${space.md};
  border-radius: ${radii.md};
  font-weight: 600;
  border-left: 5px solid
    ${({ tone }) => (tone === 'error' ? colors.danger : tone === 'success' ? colors.success : colors.sky)};
  background: ${({ tone }) => (tone === 'error' ? colors.dangerSoft : tone === 'success' ? colors.brandSoft : '#e3eef8')};
  color: ${({ tone }) => (tone === 'error' ? colors.danger : colors.ink)};
`;

type DonatePanelProps = {
  projectId: number;
  projectTitle: string;
  /** Called after a gift is captured, so the raised figure can be read again. */
  onDonationCaptured: () => void;
};

/**
 * Amount choice for one project, the charity soft opt-in's notice and unticked box (decision 078: PayPal gives the
 * address, so the notice stands before its buttons), then PayPal's buttons (or bank transfer while PayPal is not
 * configured).
 */
export function DonatePanel({ projectId, projectTitle, onDonationCaptured }: DonatePanelProps) {
  const form = useProjectDonateForm();
  const { amount, error, selectedPreset, choosePreset, giftAid } = form;
  const [revealed, setRevealed] = useState(false);
  const paypal = usePaypalSetup({ needed: revealed });
  const payment = useProjectPayment({
    projectId,
    amount,
    giftAid: giftAid.declaration,
    words: form.wordsRequest,
    emailOptOut: form.emailOptOut,
    onCaptured: onDonationCaptured,
    onOrderRefused: (refusal) => void form.showServerErrors(refusal),
  });
  const canDonate = amount > 0 && !error;
  const amountText = formatPounds(amount);
  const transferSubject = `Bank transfer donation: ${projectTitle} (${amountText})`;

  return (
    <Panel aria-labelledby="donate-panel-heading">
      <h2 id="donate-panel-heading">Support this project</h2>
      <AmountPresets amounts={PROJECT_PRESETS} selected={selectedPreset} onChoose={choosePreset} />
      <TextField
        label="Or enter your own amount"
        type="number"
        inputMode="decimal"
        min={1}
        step={0.01}
        placeholder="Other amount"
        prefix="£"
        hint="In pounds sterling (GBP), from £1."
        {...form.amountField}
      />
      <GiftWordsFieldsGroup
        {...form.words}
        displayNameHint="Leave it blank to show the first name and initial of the PayPal account you pay with."
      />
      <GiftAidPart
        control={form.giftAidControl}
        setValue={form.giftAidSetValue}
        wanted={form.giftAidChoice.wanted}
        scope={form.giftAidChoice.scope}
        amount={canDonate ? amount : 0}
      />
      <p id="project-email-notice">{CHARITY_EMAIL_NOTICE.notice}</p>
      <CheckboxField
        label={CHARITY_EMAIL_NOTICE.optOut}
        aria-describedby="project-email-notice"
        {...form.emailOptOutInput}
      />
      <Button
        type="button"
        disabled={!canDonate}
        onClick={() => {
          void form.wordsReady().then((wordsReady) => {
            if (!wordsReady) return;
            setRevealed(true);
            // PayPal's buttons wait for complete Gift Aid details; the first missing one takes focus.
            if (!giftAid.ready) void giftAid.revealProblems();
          });
        }}
      >
        {canDonate ? `Donate ${amountText}` : 'Donate'}
      </Button>
      {revealed && canDonate && giftAid.ready ? (
        paypal.status === 'ready' ? (
          <Suspense fallback={<p role="status">Loading PayPal…</p>}>
            <PaypalCheckout setup={paypal.setup} amount={amount} handlers={payment.handlers} />
          </Suspense>
        ) : paypal.status === 'checking' ? (
          <p role="status">Checking that online payment is available…</p>
        ) : (
          <Notice>
            <h3>Online payment opens shortly</h3>
            <p>
              Secure PayPal and card payments for this project are being switched on. In the meantime you can give{' '}
              {amountText} to {projectTitle} by bank transfer: email{' '}
              <a href={mailtoHref(DONATIONS_EMAIL, transferSubject)}>{DONATIONS_EMAIL}</a> and we will reply within 24
              hours with our bank details and a reference for your gift.
            </p>
            <ButtonLink to={contactHref(transferSubject)} variant="outline">
              Arrange a bank transfer
            </ButtonLink>
          </Notice>
        )
      ) : null}
      {payment.message ? (
        <Message tone={payment.message.tone} role={payment.message.tone === 'error' ? 'alert' : 'status'}>
          {payment.message.text}
        </Message>
      ) : null}
    </Panel>
  );
}
