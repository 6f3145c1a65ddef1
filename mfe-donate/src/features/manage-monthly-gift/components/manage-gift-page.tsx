import { useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { useMutation } from '@tanstack/react-query';
import {
  GIFT_AID_STATEMENTS,
  GIFT_AID_WORDING_VERSION,
  type ManagedMonthlyGift,
  type PayAndRestartResponse,
} from '@solar/shared-contracts';
import { errorMessage } from '@solar/shared-data-access';
import { formatLongDate } from '@solar/shared-format';
import {
  Button,
  ButtonLink,
  colors,
  Container,
  DONATIONS_EMAIL,
  mailtoHref,
  PageHeader,
  radii,
  Section,
  space,
} from '@solar/shared-ui';
import { CheckboxField, FormAlert, SelectField, TextField } from '@solar/shared-ui/forms';
import { FreshLinkForm } from '../../../components/fresh-link-form';
import { formatPounds } from '../../../lib/money';
import { donateHref } from '../../../lib/donate-preselect';
import { cancelMonthlyGift } from '../api/cancel-monthly-gift';
import { requestFreshLink } from '../api/request-fresh-link';
import { changeGiftAid } from '../api/change-gift-aid';
import { pauseMonthlyGift } from '../api/pause-monthly-gift';
import { payAndRestart } from '../api/pay-and-restart';
import { requestGivingStatement } from '../api/request-giving-statement';
import { resumeMonthlyGift } from '../api/resume-monthly-gift';
import { type ManagedGiftPage, useChange } from '../hooks/use-change';
import { useManagedGift } from '../hooks/use-managed-gift';
import { approvalReturnWords, AwaitingApproval } from './awaiting-approval';
import { ChangeAmount } from './change-amount';
import { LapsedRequest } from './lapsed-request';
import { PaymentProblem } from './payment-problem';

const Panels = styled.div`
  display: grid;
  gap: ${space.lg};
  max-width: 46rem;
  section {
    display: grid;
    gap: ${space.sm};
    padding: ${space.lg};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
    background: ${colors.surface};
  }
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
  p {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${space.xs} ${space.md};
    margin: 0;
  }
  dt {
    font-weight: 600;
    color: ${colors.inkMuted};
  }
  dd {
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
  }
`;

const STATUS_WORDS: Record<ManagedMonthlyGift['status'], string> = {
  pending: 'Waiting for you to approve it at PayPal',
  active: 'Active',
  suspended: 'Paused: no payments are taken',
  cancelled: 'Cancelled',
  expired: 'Ended',
};

const dayOf = (iso: string) => formatLongDate(iso.slice(0, 10));

type Changes = ManagedGiftPage;

function Summary({ gift }: { gift: ManagedMonthlyGift }) {
  return (
    <section aria-labelledby="gift-summary">
      <h2 id="gift-summary">Your gift</h2>
      <dl>
        <dt>Each month</dt>
        <dd>{formatPounds(gift.amount, gift.currency)}</dd>
        {gift.awaitingApproval ? (
          <>
            <dt>New amount</dt>
            <dd>{`${formatPounds(gift.awaitingApproval.amount, gift.currency)} a month, waiting for your approval at PayPal`}</dd>
          </>
        ) : gift.lapsedRequest ? (
          <>
            <dt>New amount</dt>
            <dd>{`${formatPounds(gift.lapsedRequest.amount, gift.currency)} a month asked for, not approved at PayPal in time`}</dd>
          </>
        ) : null}
        <dt>Status</dt>
        <dd>
          {gift.paymentProblem?.suspended ? 'On hold: PayPal could not take your payments' : STATUS_WORDS[gift.status]}
        </dd>
        <dt>Next payment</dt>
        <dd>{gift.nextPaymentDate ? dayOf(gift.nextPaymentDate) : 'None planned'}</dd>
        <dt>For</dt>
        <dd>{gift.projectTitle ?? 'Where it is needed most'}</dd>
        <dt>Gift Aid</dt>
        <dd>
          {gift.giftAid.status === 'active'
            ? `Claimed on your gifts (declared by ${gift.giftAid.firstName} ${gift.giftAid.lastName}, ${gift.giftAid.postcode})`
            : gift.giftAid.status === 'cancelled'
              ? 'No longer claimed: you cancelled your declaration'
              : 'Not claimed'}
        </dd>
      </dl>
    </section>
  );
}

/**
 * A gift PayPal put on hold after failed payments, with money owed: PayPal restarts it only once that is paid
 * (decision 084), so instead of a plain restart the donor can pay and restart (after a step naming the amount), start
 * a new monthly gift at the same amount, or cancel below.
 */
function PayAndRestart({
  gift,
  owed,
  pay,
}: {
  gift: ManagedMonthlyGift;
  owed: number;
  pay: ReturnType<typeof usePayAndRestart>;
}) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const missed = formatPounds(owed, gift.currency);
  const monthly = formatPounds(gift.amount, gift.currency);
  return (
    <>
      <p>
        PayPal restarts a gift it put on hold only once the missed {missed} is paid. Once your card in PayPal is up to
        date, you can pay it and restart: PayPal takes {missed} now, then {monthly} on the usual day each month. Or
        start a new monthly gift instead, or cancel below.
      </p>
      {asking ? (
        <div
          ref={confirmRef}
          tabIndex={-1}
          role="group"
          aria-labelledby="pay-and-restart-question"
          css={{ display: 'grid', gap: space.sm }}
        >
          <p id="pay-and-restart-question">
            <strong>
              Pay {missed} now and restart your monthly gift of {monthly}?
            </strong>{' '}
            PayPal takes {missed} from the card or bank in your PayPal account today.
          </p>
          <div className="actions">
            <Button
              type="button"
              disabled={pay.isPending}
              onClick={() => pay.mutate({ token: gift.token, confirm: true })}
            >
              {pay.isPending ? 'Paying…' : `Yes, pay ${missed} and restart`}
            </Button>
            <Button type="button" variant="outline" disabled={pay.isPending} onClick={() => setAsking(false)}>
              Not now
            </Button>
          </div>
        </div>
      ) : (
        <div className="actions">
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setAsking(true);
              requestAnimationFrame(() => confirmRef.current?.focus());
            }}
          >
            Pay the missed {missed} and restart
          </Button>
          <ButtonLink to={donateHref('monthly', gift.amount)} variant="outline">
            Start a new monthly gift instead
          </ButtonLink>
        </div>
      )}
    </>
  );
}

function usePayAndRestart(page: Changes) {
  return useChange(payAndRestart, page, (_request, answer: PayAndRestartResponse) => answer.message);
}

function PauseOrResume({ gift, page }: { gift: ManagedMonthlyGift; page: Changes }) {
  const toggle = useChange(
    ({ token, restart }: { token: string; restart: boolean }) =>
      restart ? resumeMonthlyGift({ token }) : pauseMonthlyGift({ token }),
    page,
    ({ restart }) =>
      restart
        ? 'Your gift has restarted. We have emailed you a confirmation.'
        : 'Your gift is paused. We have emailed you a confirmation.',
  );
  const pay = usePayAndRestart(page);
  const paused = gift.status === 'suspended';
  const onHold = gift.paymentProblem?.suspended === true;
  const owed = onHold && paused ? (gift.paymentProblem?.outstandingAmount ?? 0) : 0;
  const busy = toggle.isPending;
  return (
    <section aria-labelledby="pause-gift">
      <h2 id="pause-gift">{paused ? 'Restart your gift' : 'Pause your gift'}</h2>
      {owed > 0 ? (
        <PayAndRestart gift={gift} owed={owed} pay={pay} />
      ) : (
        <>
          <p>
            {onHold
              ? 'Updated your card in PayPal? Restart your gift and PayPal takes the next payment on the usual day.'
              : paused
                ? 'Your gift is paused. Restart it whenever you are ready; PayPal takes the next payment on the usual day.'
                : 'Need a break? Pausing stops the payments until you restart them, and keeps everything else as it is.'}
          </p>
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            css={{ justifySelf: 'start' }}
            onClick={() => {
              pay.reset();
              toggle.mutate({ token: gift.token, restart: paused });
            }}
          >
            {busy ? 'Saving…' : paused ? 'Restart my monthly gift' : 'Pause my monthly gift'}
          </Button>
        </>
      )}
      <p role="status">{toggle.said || pay.said}</p>
      <FormAlert message={toggle.problem ?? pay.problem} />
    </section>
  );
}

function CancelGift({ gift, page }: { gift: ManagedMonthlyGift; page: Changes }) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const cancel = useChange(
    cancelMonthlyGift,
    page,
    'Your monthly gift is cancelled. We have emailed you a confirmation.',
  );
  return (
    <section aria-labelledby="cancel-gift">
      <h2 id="cancel-gift">Cancel your gift</h2>
      {asking ? (
        <div ref={confirmRef} tabIndex={-1} css={{ display: 'grid', gap: space.sm }}>
          <p>
            <strong>Cancel your monthly gift of {formatPounds(gift.amount, gift.currency)}?</strong> PayPal will take no
            more payments. You can start a new gift at any time.
          </p>
          <div className="actions">
            <Button
              type="button"
              variant="danger"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate({ token: gift.token, confirm: true })}
            >
              {cancel.isPending ? 'Cancelling…' : 'Yes, cancel my monthly gift'}
            </Button>
            <Button type="button" variant="outline" onClick={() => setAsking(false)}>
              Keep my gift
            </Button>
          </div>
        </div>
      ) : (
        <Button
          type="button"
          variant="outline"
          css={{ justifySelf: 'start' }}
          onClick={() => {
            setAsking(true);
            requestAnimationFrame(() => confirmRef.current?.focus());
          }}
        >
          Cancel my monthly gift
        </Button>
      )}
      <FormAlert message={cancel.problem} />
    </section>
  );
}

function GiftAid({ gift, page }: { gift: ManagedMonthlyGift; page: Changes }) {
  const current = gift.giftAid.status === 'active' ? gift.giftAid : null;
  const [fields, setFields] = useState({
    firstName: current?.firstName ?? '',
    lastName: current?.lastName ?? '',
    houseNameOrNumber: current?.houseNameOrNumber ?? '',
    postcode: current?.postcode ?? '',
    confirmed: false,
  });
  const cancel = useChange(changeGiftAid, page, 'We will not claim Gift Aid on your gifts from today.');
  const update = useChange(changeGiftAid, page, 'Your Gift Aid details are saved and cover your gifts from today.');
  const set = (name: keyof typeof fields) => (value: string | boolean) =>
    setFields((now) => ({ ...now, [name]: value }));
  const fieldError = (name: string) => {
    const error = update.error as { fieldErrors?: Record<string, readonly string[]> } | null;
    return error?.fieldErrors?.[`declaration.${name}`]?.[0];
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({
      token: gift.token,
      declaration: {
        confirmed: fields.confirmed as true,
        scope: 'enduring',
        wordingVersion: GIFT_AID_WORDING_VERSION,
        firstName: fields.firstName,
        lastName: fields.lastName,
        houseNameOrNumber: fields.houseNameOrNumber,
        postcode: fields.postcode,
      },
    });
  };
  return (
    <section aria-labelledby="gift-aid">
      <h2 id="gift-aid">Gift Aid</h2>
      {current ? (
        <div css={{ display: 'grid', gap: space.sm }}>
          <p>We claim 25p from HMRC on every £1 you give. Stopped paying enough UK tax? Cancel it here.</p>
          <Button
            type="button"
            variant="outline"
            disabled={cancel.isPending}
            css={{ justifySelf: 'start' }}
            onClick={() => cancel.mutate({ token: gift.token, cancel: true })}
          >
            Cancel my Gift Aid declaration
          </Button>
          <p role="status">{cancel.said}</p>
          <FormAlert message={cancel.problem} />
        </div>
      ) : null}
      <form noValidate onSubmit={submit} css={{ display: 'grid', gap: space.sm }}>
        <h3 css={{ margin: 0 }}>{current ? 'Changed your name or home address?' : 'Add Gift Aid'}</h3>
        <TextField
          label="First name"
          autoComplete="given-name"
          value={fields.firstName}
          error={fieldError('firstName')}
          onChange={(e) => set('firstName')(e.target.value)}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={fields.lastName}
          error={fieldError('lastName')}
          onChange={(e) => set('lastName')(e.target.value)}
        />
        <TextField
          label="House name or number"
          value={fields.houseNameOrNumber}
          error={fieldError('houseNameOrNumber')}
          onChange={(e) => set('houseNameOrNumber')(e.target.value)}
        />
        <TextField
          label="Postcode"
          autoComplete="postal-code"
          value={fields.postcode}
          error={fieldError('postcode')}
          onChange={(e) => set('postcode')(e.target.value)}
        />
        <CheckboxField
          label={`${GIFT_AID_STATEMENTS.taxpayer} ${GIFT_AID_STATEMENTS.shortfall} ${GIFT_AID_STATEMENTS.otherTaxes}`}
          hint={`${GIFT_AID_STATEMENTS.scope.enduring} ${GIFT_AID_STATEMENTS.changes}`}
          checked={fields.confirmed}
          error={fieldError('confirmed')}
          onChange={(e) => set('confirmed')(e.target.checked)}
        />
        <Button type="submit" variant="outline" disabled={update.isPending} css={{ justifySelf: 'start' }}>
          Save my Gift Aid details
        </Button>
        <p role="status">{update.said}</p>
        <FormAlert message={update.problem} />
      </form>
    </section>
  );
}

function Statement({ gift }: { gift: ManagedMonthlyGift }) {
  const [year, setYear] = useState(String(gift.statementYears[0] ?? ''));
  const send = useMutation({ mutationFn: requestGivingStatement });
  return (
    <section aria-labelledby="statement">
      <h2 id="statement">Giving statement</h2>
      <p>Each gift you made in a UK tax year, with the Gift Aid on it, emailed to you: handy for your tax return.</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate({ token: gift.token, taxYear: Number(year) });
        }}
        css={{ display: 'grid', gap: space.sm, maxWidth: '22rem' }}
      >
        <SelectField
          label="Tax year"
          value={year}
          onChange={(event) => setYear(event.target.value)}
          options={gift.statementYears.map((taxYear) => ({
            value: String(taxYear),
            label: `6 April ${taxYear} to 5 April ${taxYear + 1}`,
          }))}
        />
        <Button type="submit" variant="outline" disabled={send.isPending} css={{ justifySelf: 'start' }}>
          Email me my statement
        </Button>
      </form>
      <p role="status">{send.isSuccess ? send.data.message : ''}</p>
      <FormAlert message={send.isError ? errorMessage(send.error) : null} />
    </section>
  );
}

/**
 * /donate/manage?token=…: a monthly donor changes their own gift from the link in their email (issue 28, decision
 * 055). Opening the link changes nothing; each change is a button, and cancelling asks first.
 */
export default function ManageGiftPage() {
  const page = useManagedGift();
  const { state } = page;
  const live = state.status === 'open' && (state.gift.status === 'active' || state.gift.status === 'suspended');
  return (
    <>
      <PageHeader title="Manage your monthly gift" eyebrow="Monthly giving">
        <p>Change the amount, pause, restart or cancel, update your Gift Aid details or get a giving statement.</p>
      </PageHeader>
      <Section>
        <Container>
          <Panels>
            {/* One status region from the start, so the words on the donor's return from PayPal are announced. */}
            <p role="status" css={{ fontWeight: 600, '&:empty': { display: 'none' } }}>
              {state.status === 'opening'
                ? 'Opening your monthly gift…'
                : state.status === 'open'
                  ? approvalReturnWords(state.gift, page.returned)
                  : ''}
            </p>
            {state.status === 'refused' ? (
              <section aria-labelledby="link-problem">
                <h2 id="link-problem">
                  {state.problem === 'LINK_USED'
                    ? 'This link has been used'
                    : state.problem === 'LINK_EXPIRED'
                      ? 'This link has expired'
                      : state.problem === 'UNREACHABLE'
                        ? 'We could not open your gift'
                        : 'This link does not work'}
                </h2>
                <p role="alert">{state.message}</p>
                <p>
                  You can also email <a href={mailtoHref(DONATIONS_EMAIL, 'My monthly gift')}>{DONATIONS_EMAIL}</a> and
                  we will make the change for you.
                </p>
              </section>
            ) : null}
            {state.status === 'open' ? (
              <>
                <Summary gift={state.gift} />
                {live ? (
                  <>
                    <PaymentProblem gift={state.gift} page={page} />
                    <AwaitingApproval gift={state.gift} />
                    <LapsedRequest gift={state.gift} />
                    <ChangeAmount gift={state.gift} page={page} />
                    <PauseOrResume gift={state.gift} page={page} />
                    <CancelGift gift={state.gift} page={page} />
                  </>
                ) : (
                  <p role="status">
                    This monthly gift has ended. Thank you for every month you gave. To give again, start a new gift on
                    our donate page.
                  </p>
                )}
                <GiftAid gift={state.gift} page={page} />
                <Statement gift={state.gift} />
              </>
            ) : null}
            <section aria-labelledby="fresh-link-heading">
              <FreshLinkForm request={requestFreshLink} />
            </section>
          </Panels>
        </Container>
      </Section>
    </>
  );
}
