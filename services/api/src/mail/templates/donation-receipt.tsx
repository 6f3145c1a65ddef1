import {
  CHARITY_NAME,
  CHARITY_NUMBER,
  DONATIONS_EMAIL,
  REPLY_PROMISE,
  type DonationReceiptData,
} from '@solar/shared-contracts';
import { DetailList } from './detail-list';
import { GiftAidConfirmation } from './donation-receipt-gift-aid';
import type { EmailDefinition, TemplateProps } from './email-definition';
import { formatMoney, formatUkDate, giftPurpose, greeting, receiptNumber } from './email-format';
import { EmailLayout } from './email-layout';
import { EmailAddress, Paragraph, SignOff, Subheading, Title } from './email-text';
import { ManageGiftSection } from './monthly-gift-manage-section';

export const NO_GOODS_OR_SERVICES = 'No goods or services were given in return for this gift.';

function subject(data: DonationReceiptData): string {
  const amount = formatMoney(data.amount, data.currency);
  return data.monthly ? `Your receipt for your ${amount} monthly gift` : `Your receipt for your ${amount} gift`;
}

function DonationReceiptEmail({ data, context }: TemplateProps<DonationReceiptData>) {
  const amount = formatMoney(data.amount, data.currency);
  const paidOn = formatUkDate(data.paidAt);
  const receipt = receiptNumber(data.donationId);
  const destination = data.projectName ?? 'where it is needed most';
  return (
    <EmailLayout
      title={subject(data)}
      preview={`Thank you. Receipt ${receipt}: ${amount}, paid on ${paidOn}.`}
      context={context}
    >
      <Title>{data.monthly ? 'Thank you for your monthly gift' : 'Thank you for your gift'}</Title>
      <Paragraph>{greeting(data.donorName)}</Paragraph>
      {data.monthly ? (
        <Paragraph>
          This month’s payment of your monthly gift, {amount} for {destination}, has reached us. Thank you for giving
          month after month. Here is your receipt for this payment; please keep it for your records.
        </Paragraph>
      ) : (
        <Paragraph>
          Your gift of {amount} for {destination} has reached us. Thank you. Here is your receipt; please keep it for
          your records.
        </Paragraph>
      )}
      <DetailList
        details={[
          ['Receipt number', receipt],
          ['Amount', data.monthly ? `${amount} (this month’s payment of your monthly gift)` : amount],
          ['Date paid', paidOn],
          ['For', giftPurpose(data.projectName)],
          ['PayPal reference', data.paypalReference],
          [
            'Gift Aid',
            data.giftAid ? `${formatMoney(data.giftAid.giftAidAmount, data.currency)} to be claimed from HMRC` : '',
          ],
          ['Received by', `${CHARITY_NAME}, registered charity in England and Wales no. ${CHARITY_NUMBER}`],
        ]}
      />
      <Paragraph>{NO_GOODS_OR_SERVICES}</Paragraph>
      <Subheading>What your gift does</Subheading>
      <Paragraph>
        {data.projectName ? (
          <>
            Your gift goes to {data.projectName}: solar panels, batteries and the work of fitting them, so the people
            who rely on it have free, clean power.
          </>
        ) : (
          <>
            Your gift goes straight to our installation programme, to the school, orphanage, place of worship or health
            centre in Pakistan or Somaliland that needs power most.
          </>
        )}
        {data.monthly ? (
          <>
            {' '}
            Regular gifts like yours let us plan installations and maintenance a year ahead, and keep each system
            running for the 20 years and more it is built to last.
          </>
        ) : null}
      </Paragraph>
      {data.giftAid ? (
        <GiftAidConfirmation giftAid={data.giftAid} currency={data.currency} monthly={data.monthly} />
      ) : null}
      {data.monthly ? <ManageGiftSection manageUrl={context.manageUrl} /> : null}
      <Paragraph>
        Questions about your gift? Email <EmailAddress address={DONATIONS_EMAIL} /> and quote {receipt}. {REPLY_PROMISE}
      </Paragraph>
      <SignOff />
    </EmailLayout>
  );
}

export const donationReceipt: EmailDefinition<DonationReceiptData> = { subject, Email: DonationReceiptEmail };
