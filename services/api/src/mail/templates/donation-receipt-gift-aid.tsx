import { DONATIONS_EMAIL, type DonationReceiptGiftAid } from '@solar/shared-contracts';
import { formatMoney } from './email-format';
import { EmailAddress, Paragraph, Subheading } from './email-text';

/** What the declaration covers, in the donor's terms; a this-gift declaration on a monthly gift covers each of its payments. */
function coverage(giftAid: DonationReceiptGiftAid, monthly: boolean): string {
  if (giftAid.scope === 'enduring') {
    return 'this gift, any gifts you have made to us in the last four years, and all your future gifts until you tell us otherwise';
  }
  return monthly ? 'every payment of this monthly gift' : 'this gift';
}

/**
 * The receipt's Gift Aid part: confirms the declaration (first name and postcode only, enough to recognise it
 * without a full address in an email), what it adds, the donor's tax responsibility, and how to change or cancel it.
 */
export function GiftAidConfirmation({
  giftAid,
  currency,
  monthly,
}: {
  giftAid: DonationReceiptGiftAid;
  currency: string;
  monthly: boolean;
}) {
  const extra = formatMoney(giftAid.giftAidAmount, currency);
  return (
    <>
      <Subheading>Your Gift Aid declaration</Subheading>
      <Paragraph>
        Thank you for adding Gift Aid. Your declaration (number {giftAid.declarationId}, for {giftAid.firstName} at
        postcode {giftAid.postcode}) covers {coverage(giftAid, monthly)}. It lets us claim an extra {extra} from HMRC on
        this payment, at no cost to you.
      </Paragraph>
      <Paragraph>
        Please remember: if you pay less Income Tax and/or Capital Gains Tax in the current tax year than the amount of
        Gift Aid claimed on all your donations, it is your responsibility to pay any difference. Other taxes, such as
        VAT and Council Tax, do not count.
      </Paragraph>
      <Paragraph>
        To cancel your declaration, or to tell us you have changed your name or home address or no longer pay enough
        tax, email <EmailAddress address={DONATIONS_EMAIL} /> and quote declaration number {giftAid.declarationId}.
      </Paragraph>
    </>
  );
}
