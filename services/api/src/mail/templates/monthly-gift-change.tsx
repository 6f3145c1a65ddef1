import {
  DONATIONS_EMAIL,
  type MonthlyGiftChange,
  type MonthlyGiftChangeData,
  REPLY_PROMISE,
} from '@solar/shared-contracts';
import { DetailList } from './detail-list';
import type { EmailDefinition, TemplateProps } from './email-definition';
import { formatMoney, formatUkDate, giftPurpose, greeting } from './email-format';
import { EmailLayout } from './email-layout';
import { EmailAddress, Paragraph, SignOff, Title } from './email-text';
import { ManageGiftSection } from './monthly-gift-manage-section';

const TITLES: Record<MonthlyGiftChange, string> = {
  amount: 'Your monthly gift has a new amount',
  paused: 'Your monthly gift is paused',
  resumed: 'Your monthly gift has restarted',
  cancelled: 'Your monthly gift is cancelled',
  'gift-aid-cancelled': 'We will no longer claim Gift Aid on your gifts',
  'gift-aid-updated': 'Your Gift Aid details are updated',
  'outstanding-paid': 'Thank you for paying the missed month',
  'paid-and-restarted': 'Thank you: the missed payment is paid and your monthly gift has restarted',
};

function subject(data: MonthlyGiftChangeData): string {
  return TITLES[data.change];
}

function what(data: MonthlyGiftChangeData, amount: string): string {
  switch (data.change) {
    case 'amount':
      return `From your next payment, your monthly gift will be ${amount}${data.previousAmount ? ` instead of ${formatMoney(data.previousAmount, data.currency)}` : ''}. Thank you for giving more.`;
    case 'paused':
      return 'We have asked PayPal to pause your monthly gift: no payments will be taken until you restart it. Nothing else has changed, and you can restart it from the same page whenever you are ready.';
    case 'resumed':
      return `Your monthly gift of ${amount} has restarted, and PayPal will take the next payment on the usual day. Thank you for coming back.`;
    case 'cancelled':
      return `Your monthly gift of ${amount} is cancelled and PayPal will take no more payments. Thank you for every month you gave: the panels you helped pay for will keep working for years.`;
    case 'gift-aid-cancelled':
      return 'We will not claim Gift Aid on your gifts from today. Gifts you made before today stay covered by your declaration.';
    case 'outstanding-paid':
      return `As you asked, PayPal has taken ${data.previousAmount ? formatMoney(data.previousAmount, data.currency) : 'the payment'} that was missed when your payment failed. Thank you: it goes to the same work as every other month.`;
    case 'paid-and-restarted':
      return `As you asked, PayPal has taken ${data.previousAmount ? formatMoney(data.previousAmount, data.currency) : 'the payment'} that was missed when your payment failed, and your monthly gift of ${amount} has restarted: PayPal will take the next payment on the usual day. Thank you for coming back.`;
    case 'gift-aid-updated':
      return 'Your new Gift Aid declaration covers your gifts from today, with the name and home address you gave. Gifts before today stay covered by your earlier declaration.';
  }
}

function MonthlyGiftChangeEmail({ data, context }: TemplateProps<MonthlyGiftChangeData>) {
  const amount = formatMoney(data.amount, data.currency);
  return (
    <EmailLayout title={subject(data)} preview={what(data, amount)} context={context}>
      <Title>{TITLES[data.change]}</Title>
      <Paragraph>{greeting(data.donorName)}</Paragraph>
      <Paragraph>{what(data, amount)}</Paragraph>
      <DetailList
        details={[
          ['Changed on', formatUkDate(data.changedAt)],
          ['Each month', data.change === 'cancelled' ? '' : amount],
          ['For', giftPurpose(data.projectName)],
          [
            'Next payment',
            data.change !== 'cancelled' && data.change !== 'paused' && data.nextPaymentDate
              ? formatUkDate(data.nextPaymentDate)
              : '',
          ],
        ]}
      />
      <Paragraph>
        If you did not make this change, email us straight away at <EmailAddress address={DONATIONS_EMAIL} />.{' '}
        {REPLY_PROMISE}
      </Paragraph>
      {data.change === 'cancelled' ? null : <ManageGiftSection manageUrl={context.manageUrl} />}
      <SignOff />
    </EmailLayout>
  );
}

export const monthlyGiftChange: EmailDefinition<MonthlyGiftChangeData> = { subject, Email: MonthlyGiftChangeEmail };
