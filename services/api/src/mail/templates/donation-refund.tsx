import { DONATIONS_EMAIL, REPLY_PROMISE, type DonationRefundData } from '@solar/shared-contracts';
import { DetailList } from './detail-list';
import type { EmailDefinition, TemplateProps } from './email-definition';
import { formatMoney, formatUkDate, giftPurpose, greeting, receiptNumber } from './email-format';
import { EmailLayout } from './email-layout';
import { EmailAddress, Paragraph, SignOff, Title } from './email-text';

function subject(data: DonationRefundData): string {
  return `Your ${formatMoney(data.amount, data.currency)} gift has been refunded`;
}

function DonationRefundEmail({ data, context }: TemplateProps<DonationRefundData>) {
  const amount = formatMoney(data.amount, data.currency);
  const refundedOn = formatUkDate(data.refundedAt);
  const receipt = receiptNumber(data.donationId);
  return (
    <EmailLayout
      title={subject(data)}
      preview={`We have refunded ${amount} to your PayPal account (receipt ${receipt}).`}
      context={context}
    >
      <Title>Your gift has been refunded</Title>
      <Paragraph>{greeting(data.donorName)}</Paragraph>
      <Paragraph>
        We have refunded your gift of {amount}. The money goes back to your PayPal account, and PayPal will show the
        refund there.
      </Paragraph>
      <DetailList
        details={[
          ['Amount refunded', amount],
          ['Date of refund', refundedOn],
          ['Original receipt number', receipt],
          ['Original PayPal reference', data.paypalReference],
          ['The gift was for', giftPurpose(data.projectName)],
        ]}
      />
      <Paragraph>
        If you did not expect this refund, or have any questions, email <EmailAddress address={DONATIONS_EMAIL} /> and
        quote {receipt}. {REPLY_PROMISE}
      </Paragraph>
      <SignOff />
    </EmailLayout>
  );
}

export const donationRefund: EmailDefinition<DonationRefundData> = { subject, Email: DonationRefundEmail };
