import { type MonthlyGiftConfirmationData, REPLY_PROMISE, DONATIONS_EMAIL } from '@solar/shared-contracts';
import { DetailList } from './detail-list';
import type { EmailDefinition, TemplateProps } from './email-definition';
import { formatMoney, formatUkDate, giftPurpose, greeting } from './email-format';
import { EmailLayout } from './email-layout';
import { EmailAddress, Paragraph, SignOff, Title } from './email-text';
import { ManageGiftSection } from './monthly-gift-manage-section';

function subject(data: MonthlyGiftConfirmationData): string {
  return `Your ${formatMoney(data.amount, data.currency)} monthly gift is set up`;
}

function MonthlyGiftConfirmationEmail({ data, context }: TemplateProps<MonthlyGiftConfirmationData>) {
  const amount = formatMoney(data.amount, data.currency);
  return (
    <EmailLayout title={subject(data)} preview={`Thank you: ${amount} a month, starting now.`} context={context}>
      <Title>Thank you for giving every month</Title>
      <Paragraph>{greeting(data.donorName)}</Paragraph>
      <Paragraph>
        Your monthly gift of {amount} for {data.projectName ?? 'where it is needed most'} is set up with PayPal. Regular
        gifts let us plan installations and maintenance a year ahead, and keep each solar system running for the 20
        years and more it is built to last. You will get a receipt for every payment.
      </Paragraph>
      <DetailList
        details={[
          ['Each month', amount],
          ['For', giftPurpose(data.projectName)],
          ['Next payment', data.nextPaymentDate ? formatUkDate(data.nextPaymentDate) : ''],
        ]}
      />
      <ManageGiftSection manageUrl={context.manageUrl} />
      <Paragraph>
        Questions? Email <EmailAddress address={DONATIONS_EMAIL} />. {REPLY_PROMISE}
      </Paragraph>
      <SignOff />
    </EmailLayout>
  );
}

export const monthlyGiftConfirmation: EmailDefinition<MonthlyGiftConfirmationData> = {
  subject,
  Email: MonthlyGiftConfirmationEmail,
};
