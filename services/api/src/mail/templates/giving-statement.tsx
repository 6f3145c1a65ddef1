import { Section, Text } from '@react-email/components';
import {
  CHARITY_NAME,
  CHARITY_NUMBER,
  DONATIONS_EMAIL,
  type GivingStatementData,
  type GivingStatementGift,
  REPLY_PROMISE,
} from '@solar/shared-contracts';
import { DetailList } from './detail-list';
import type { EmailDefinition, TemplateProps } from './email-definition';
import { formatMoney, formatUkDate, greeting } from './email-format';
import { EmailLayout } from './email-layout';
import { styles } from './email-styles';
import { EmailAddress, Paragraph, SignOff, Subheading, Title } from './email-text';

const yearName = (taxYear: number) => `6 April ${taxYear} to 5 April ${taxYear + 1}`;

function giftAidWords(gift: GivingStatementGift, currency: string): string {
  const amount = gift.giftAid ? formatMoney(gift.giftAid, currency) : '';
  switch (gift.giftAidStatus) {
    case 'claimed':
      return `; Gift Aid of ${amount} claimed from HMRC`;
    case 'to-be-claimed':
      return `; Gift Aid of ${amount} to be claimed in our next claim to HMRC`;
    case 'none':
      return '; no Gift Aid';
  }
}

function subject(data: GivingStatementData): string {
  return `Your giving statement for the tax year ${data.taxYear} to ${data.taxYear + 1}`;
}

function GivingStatementEmail({ data, context }: TemplateProps<GivingStatementData>) {
  const total = formatMoney(data.total, data.currency);
  const claimed = formatMoney(data.giftAidClaimed, data.currency);
  const toBeClaimed = formatMoney(data.giftAidToBeClaimed, data.currency);
  return (
    <EmailLayout title={subject(data)} preview={`${data.gifts.length} gifts, ${total} in all.`} context={context}>
      <Title>Your giving statement</Title>
      <Paragraph>{greeting(data.donorName)}</Paragraph>
      <Paragraph>
        Here are the gifts you made to {CHARITY_NAME} in the UK tax year {yearName(data.taxYear)}, from this email
        address. Refunded gifts are left out.
      </Paragraph>
      {data.gifts.length === 0 ? (
        <Paragraph>We have no completed gifts from this address in that tax year.</Paragraph>
      ) : (
        <Section style={styles.panel}>
          {data.gifts.map((gift) => (
            <Text key={gift.receipt} style={styles.detail}>
              <span style={styles.detailLabel}>{formatUkDate(gift.date)}:</span>{' '}
              {formatMoney(gift.amount, data.currency)}
              {gift.monthly ? ' (monthly gift)' : ''} for {gift.projectName ?? 'our general fund'}, receipt{' '}
              {gift.receipt}
              {giftAidWords(gift, data.currency)}
            </Text>
          ))}
        </Section>
      )}
      <DetailList
        details={[
          ['Tax year', yearName(data.taxYear)],
          ['Number of gifts', String(data.gifts.length)],
          ['Total given', total],
          ['Gift Aid claimed from HMRC', claimed],
          ['Gift Aid to be claimed', toBeClaimed],
          ['Received by', `${CHARITY_NAME}, registered charity in England and Wales no. ${CHARITY_NUMBER}`],
          ['Statement issued', formatUkDate(data.issuedAt)],
        ]}
      />
      <Paragraph>
        Gift Aid claimed is what HMRC has been asked to add to your gifts in a claim we have already made. Gift Aid to
        be claimed is on gifts your declaration covers that go into our next claim: we claim regularly, so it will be
        claimed soon. Thank you for ticking that box: it adds 25p to every £1 you give, at no cost to you.
      </Paragraph>
      <Subheading>If you pay higher-rate tax</Subheading>
      <Paragraph>
        Gifts with Gift Aid let you claim back the difference between the higher rate and the basic rate on your Self
        Assessment tax return. If you paid less Income Tax and Capital Gains Tax than the Gift Aid claimed on all your
        gifts to charities in the year, you must pay the difference.
      </Paragraph>
      <Paragraph>
        Questions about this statement? Email <EmailAddress address={DONATIONS_EMAIL} />. {REPLY_PROMISE}
      </Paragraph>
      <SignOff />
    </EmailLayout>
  );
}

export const givingStatement: EmailDefinition<GivingStatementData> = { subject, Email: GivingStatementEmail };
