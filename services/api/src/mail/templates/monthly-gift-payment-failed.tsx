import {
  DONATIONS_EMAIL,
  type MonthlyGiftPaymentFailedData,
  paymentFailureInWords,
  REPLY_PROMISE,
} from '@solar/shared-contracts';
import { DetailList } from './detail-list';
import type { EmailDefinition, TemplateProps } from './email-definition';
import { formatMoney, formatUkDate, giftPurpose, greeting } from './email-format';
import { EmailLayout } from './email-layout';
import { ActionButton, EmailAddress, Paragraph, PaypalCardSteps, SignOff, Subheading, Title } from './email-text';

function subject(data: MonthlyGiftPaymentFailedData): string {
  return data.suspended
    ? 'Your monthly gift is on hold: PayPal could not take it'
    : 'Your monthly gift did not go through';
}

function what(data: MonthlyGiftPaymentFailedData, amount: string): string {
  const why = paymentFailureInWords(data.reasonCode);
  if (data.suspended)
    return `PayPal tried to take your monthly gift of ${amount} and could not: ${why}. After several tries PayPal has put the gift on hold, so it will take nothing more until you restart it.`;
  const retry = data.nextRetryDate
    ? ` PayPal will try again on ${formatUkDate(data.nextRetryDate)}, and if the payment goes through then you need do nothing.`
    : ' PayPal will not try this month’s payment again, and will try next month’s on the usual day.';
  return `PayPal tried to take your monthly gift of ${amount} on ${formatUkDate(data.failedAt)} and could not: ${why}.${retry}`;
}

function MonthlyGiftPaymentFailedEmail({ data, context }: TemplateProps<MonthlyGiftPaymentFailedData>) {
  const amount = formatMoney(data.amount, data.currency);
  return (
    <EmailLayout title={subject(data)} preview={what(data, amount)} context={context}>
      <Title>{subject(data)}</Title>
      <Paragraph>{greeting(data.donorName)}</Paragraph>
      <Paragraph>{what(data, amount)}</Paragraph>
      <DetailList
        details={[
          ['Each month', amount],
          ['For', giftPurpose(data.projectName)],
          ['PayPal’s reason', data.reasonCode ?? ''],
          ['Next try', !data.suspended && data.nextRetryDate ? formatUkDate(data.nextRetryDate) : ''],
        ]}
      />
      <Subheading>Updating your card or bank in PayPal</Subheading>
      <PaypalCardSteps />
      <Paragraph>
        {data.suspended
          ? 'PayPal restarts a gift it put on hold only once the missed payment is paid: once your card is updated, your manage page can pay it and restart the gift in one step (only if you want to: we never take it without asking). You can also start a new monthly gift instead, or cancel.'
          : 'Missed months are never taken later without your say-so. From your manage page you can also choose a lower amount or cancel.'}
      </Paragraph>
      {context.manageUrl ? <ActionButton href={context.manageUrl}>Manage your monthly gift</ActionButton> : null}
      <Paragraph>
        This is a service message about your gift, so it comes whether or not you get our newsletter. Questions? Email
        us at <EmailAddress address={DONATIONS_EMAIL} />. {REPLY_PROMISE}
      </Paragraph>
      <SignOff />
    </EmailLayout>
  );
}

export const monthlyGiftPaymentFailed: EmailDefinition<MonthlyGiftPaymentFailedData> = {
  subject,
  Email: MonthlyGiftPaymentFailedEmail,
};
