import {
  DONATIONS_EMAIL,
  type MonthlyGiftOnHoldData,
  paymentFailureInWords,
  REPLY_PROMISE,
} from '@solar/shared-contracts';
import { DetailList } from './detail-list';
import type { EmailDefinition, TemplateProps } from './email-definition';
import { formatMoney, giftPurpose, greeting } from './email-format';
import { EmailLayout } from './email-layout';
import { ActionButton, EmailAddress, Paragraph, PaypalCardSteps, SignOff, Subheading, Title } from './email-text';

function subject(): string {
  return 'Your monthly gift is on hold: PayPal could not take it';
}

function what(data: MonthlyGiftOnHoldData, amount: string): string {
  const why = paymentFailureInWords(data.reasonCode);
  const months = data.failedPaymentsCount === 1 ? 'a month' : `${data.failedPaymentsCount} months in a row`;
  return `PayPal tried to take your monthly gift of ${amount} and could not, ${months}: ${why}. So PayPal has put the gift on hold. Nothing more will be taken while it is on hold, and nothing missed will ever be taken unless you ask.`;
}

/** The ways forward, in the order a donor is most likely to want them. */
function waysForward(data: MonthlyGiftOnHoldData): string[] {
  const owed = data.outstandingAmount ? formatMoney(data.outstandingAmount, data.currency) : null;
  return [
    owed
      ? `Restart it: update your card or bank in PayPal first, then on your manage page choose to pay the missed ${owed} and restart. PayPal restarts a gift it put on hold only once what was missed is paid, and we take the ${owed} only when you confirm.`
      : 'Restart it: update your card or bank in PayPal first, then restart it from your manage page.',
    `Start a new monthly gift instead, at ${formatMoney(data.amount, data.currency)} or any amount you like: nothing missed is taken.`,
    'Cancel it, or simply leave it on hold: either way nothing more is taken.',
  ];
}

function MonthlyGiftOnHoldEmail({ data, context }: TemplateProps<MonthlyGiftOnHoldData>) {
  const amount = formatMoney(data.amount, data.currency);
  return (
    <EmailLayout title={subject()} preview={what(data, amount)} context={context}>
      <Title>{subject()}</Title>
      <Paragraph>{greeting(data.donorName)}</Paragraph>
      <Paragraph>{what(data, amount)}</Paragraph>
      <DetailList
        details={[
          ['Each month', amount],
          ['For', giftPurpose(data.projectName)],
          ['PayPal’s reason', data.reasonCode ?? ''],
          ['Missed', data.outstandingAmount ? formatMoney(data.outstandingAmount, data.currency) : ''],
        ]}
      />
      <Subheading>What you can do</Subheading>
      {waysForward(data).map((way) => (
        <Paragraph key={way}>{way}</Paragraph>
      ))}
      <Subheading>Updating your card or bank in PayPal</Subheading>
      <PaypalCardSteps />
      {context.manageUrl ? <ActionButton href={context.manageUrl}>Manage your monthly gift</ActionButton> : null}
      <Paragraph>
        Thank you for everything you have given so far. This is a service message about your gift, so it comes whether
        or not you get our newsletter. Questions? Email us at <EmailAddress address={DONATIONS_EMAIL} />.{' '}
        {REPLY_PROMISE}
      </Paragraph>
      <SignOff />
    </EmailLayout>
  );
}

export const monthlyGiftOnHold: EmailDefinition<MonthlyGiftOnHoldData> = {
  subject,
  Email: MonthlyGiftOnHoldEmail,
};
