import { CHARITY_NUMBER, DONATIONS_EMAIL, type DonationReceiptData } from '@solar/shared-contracts';
import { NO_GOODS_OR_SERVICES } from './donation-receipt';
import { CONTEXT, HOSTILE, readable, SAMPLE_DATA } from './email-fixtures';
import { renderEmail } from './index';

const receipt = SAMPLE_DATA['donation-receipt'];
const refund = SAMPLE_DATA['donation-refund'];

/** The email's HTML (as read) and its plain text, for facts that must be in both. */
async function bothParts(...args: Parameters<typeof renderEmail>) {
  const email = await renderEmail(...args);
  return { subject: email.subject, parts: [readable(email.html), email.text] };
}

describe('donation receipt', () => {
  it('is a receipt for a one-off gift: number, amount, date, project, PayPal reference, the charity and its number', async () => {
    const { subject, parts } = await bothParts('donation-receipt', receipt, CONTEXT);
    expect(subject).toBe('Your receipt for your £25.00 gift');
    for (const part of parts) {
      expect(part).toContain('Receipt number: FSS-000123');
      expect(part).toContain('Amount: £25.00');
      expect(part).toContain('Date paid: 23 November 2026');
      expect(part).toContain('For: Solar for Al-Noor School, Multan');
      expect(part).toContain('PayPal reference: 8AB12345CD678901E');
      expect(part).toContain(`From Sun to Sanctuary, registered charity in England and Wales no. ${CHARITY_NUMBER}`);
      expect(part).toContain(NO_GOODS_OR_SERVICES);
      expect(part).toContain(DONATIONS_EMAIL);
      expect(part).not.toMatch(/monthly/i);
    }
  });

  it('names the general fund "where it is needed most"', async () => {
    const { parts } = await bothParts('donation-receipt', { ...receipt, projectName: null }, CONTEXT);
    for (const part of parts) {
      expect(part).toContain('£25.00 for where it is needed most');
      expect(part).toContain('For: Where it is needed most (our general fund)');
    }
  });

  it("calls a monthly payment this month's payment of a monthly gift, and says how to change or cancel it", async () => {
    const { subject, parts } = await bothParts('donation-receipt', { ...receipt, monthly: true }, CONTEXT);
    expect(subject).toBe('Your receipt for your £25.00 monthly gift');
    for (const part of parts) {
      expect(part).toContain('This month’s payment of your monthly gift, £25.00 for Solar for Al-Noor School, Multan');
      expect(part).toContain('Amount: £25.00 (this month’s payment of your monthly gift)');
      expect(part).toContain('stop it from your PayPal account');
      expect(part).toContain(DONATIONS_EMAIL);
      expect(part).toContain(NO_GOODS_OR_SERVICES);
    }
  });

  it('writes thousands with a separator and always two decimal places', async () => {
    const { subject } = await bothParts('donation-receipt', { ...receipt, amount: '1500' }, CONTEXT);
    expect(subject).toBe('Your receipt for your £1,500.00 gift');
  });

  it('dates the payment on the UK calendar (just before midnight UTC in summer is the next day)', async () => {
    const { parts } = await bothParts('donation-receipt', { ...receipt, paidAt: '2026-06-30T23:30:00Z' }, CONTEXT);
    for (const part of parts) expect(part).toContain('Date paid: 1 July 2026');
  });

  it('greets a donor who gave no name as a friend', async () => {
    const { parts } = await bothParts('donation-receipt', { ...receipt, donorName: null }, CONTEXT);
    for (const part of parts) expect(part).toContain('Dear friend,');
  });
});

describe('donation receipt with Gift Aid', () => {
  const withGiftAid = (
    scope: 'this-gift' | 'enduring',
    extra: Partial<DonationReceiptData> = {},
  ): DonationReceiptData => ({
    ...receipt,
    giftAid: { declarationId: 7, scope, giftAidAmount: '6.25', firstName: 'Amina', postcode: 'B3 2RT' },
    ...extra,
  });

  it('confirms the declaration by first name and postcode, says what Gift Aid adds, the shortfall rule, and how to cancel or report a change', async () => {
    const { parts } = await bothParts('donation-receipt', withGiftAid('this-gift'), CONTEXT);
    for (const part of parts) {
      expect(part).toContain('Gift Aid: £6.25 to be claimed from HMRC');
      expect(part).toMatch(/Your declaration \(number 7, for Amina at\s+postcode B3 2RT\) covers this gift\./);
      expect(part).toMatch(/claim an extra £6.25 from HMRC on\s+this payment, at no cost to you/);
      expect(part).toMatch(
        /if you pay less Income Tax and\/or Capital Gains Tax in the current tax year than the amount of\s+Gift Aid claimed on all your donations, it is your responsibility to pay any difference/,
      );
      expect(part).toMatch(/Other taxes, such as\s+VAT and Council Tax, do not count/);
      expect(part).toMatch(
        /To cancel your declaration, or to tell us you have changed your name or home address or no longer pay enough\s+tax, email donations@/,
      );
      expect(part).toContain('quote declaration number 7');
      expect(part).toContain(DONATIONS_EMAIL);
    }
  });

  it('keeps the full name and house out of the email', async () => {
    const { parts } = await bothParts('donation-receipt', withGiftAid('this-gift', { donorName: null }), CONTEXT);
    for (const part of parts) expect(part).not.toMatch(/Khan|house/i);
  });

  it('says an enduring declaration covers past and future gifts, and a monthly this-gift one every payment of the monthly gift', async () => {
    const enduring = await bothParts('donation-receipt', withGiftAid('enduring'), CONTEXT);
    for (const part of enduring.parts)
      expect(part).toMatch(
        /covers this gift, any gifts you have made to us in the last four years, and all your future gifts until you\s+tell us otherwise/,
      );
    const monthly = await bothParts('donation-receipt', withGiftAid('this-gift', { monthly: true }), CONTEXT);
    for (const part of monthly.parts) expect(part).toContain('B3 2RT) covers every payment of this monthly gift');
  });

  it('says nothing about Gift Aid when no declaration covers the payment', async () => {
    const { parts } = await bothParts('donation-receipt', receipt, CONTEXT);
    for (const part of parts) expect(part).not.toContain('Gift Aid');
  });

  it('escapes the declared first name', async () => {
    const email = await renderEmail(
      'donation-receipt',
      {
        ...receipt,
        giftAid: { declarationId: 7, scope: 'enduring', giftAidAmount: '6.25', firstName: HOSTILE, postcode: 'B3 2RT' },
      },
      CONTEXT,
    );
    expect(email.html).not.toContain('<script>');
    expect(readable(email.html)).toContain(HOSTILE);
  });
});

describe('donation refund', () => {
  it('says how much was refunded, when, of which gift, and that it goes back to their PayPal account', async () => {
    const { subject, parts } = await bothParts('donation-refund', refund, CONTEXT);
    expect(subject).toBe('Your £25.00 gift has been refunded');
    for (const part of parts) {
      expect(part).toContain('Dear Amina Khan,');
      expect(part).toContain('Amount refunded: £25.00');
      expect(part).toContain('Date of refund: 25 November 2026');
      expect(part).toContain('Original receipt number: FSS-000123');
      expect(part).toContain('Original PayPal reference: 8AB12345CD678901E');
      expect(part).toContain('The gift was for: Where it is needed most (our general fund)');
      expect(part).toContain('goes back to your PayPal account');
      expect(part).toContain(DONATIONS_EMAIL);
    }
  });

  it('leaves out a PayPal reference it does not have', async () => {
    const { parts } = await bothParts('donation-refund', { ...refund, paypalReference: '' }, CONTEXT);
    for (const part of parts) {
      expect(part).not.toContain('PayPal reference');
      expect(part).toContain('Original receipt number: FSS-000123');
    }
  });
});
