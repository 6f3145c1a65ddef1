import { CHARITY_NUMBER, DONATIONS_EMAIL } from '@solar/shared-contracts';
import { NO_GOODS_OR_SERVICES } from './donation-receipt';
import { CONTEXT, readable, SAMPLE_DATA } from './email-fixtures';
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
      expect(part).toContain('change or cancel it at any time from your PayPal account');
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
