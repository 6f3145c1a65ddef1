import { CHARITY_NUMBER } from '@solar/shared-contracts';
import { CONTEXT, readable, SAMPLE_DATA } from './email-fixtures';
import { renderEmail } from './index';

const statement = SAMPLE_DATA['giving-statement'];

async function bothParts(data = statement) {
  const email = await renderEmail('giving-statement', data, CONTEXT);
  return { subject: email.subject, parts: [readable(email.html), email.text] };
}

describe('giving statement', () => {
  it('lists each gift with its Gift Aid as claimed from HMRC, to be claimed, or none', async () => {
    const { subject, parts } = await bothParts();
    expect(subject).toBe('Your giving statement for the tax year 2026 to 2027');
    for (const part of parts) {
      expect(part).toContain(
        '1 May 2026: £10.00 (monthly gift) for our general fund, receipt FSS-000012; Gift Aid of £2.50 claimed from HMRC',
      );
      expect(part).toContain('receipt FSS-000016; Gift Aid of £2.50 to be claimed in our next claim to HMRC');
      expect(part).toContain('receipt FSS-000020; no Gift Aid');
    }
  });

  it('totals the gifts, the Gift Aid claimed and the Gift Aid to be claimed, and names the charity and its number', async () => {
    const { parts } = await bothParts();
    for (const part of parts) {
      expect(part).toContain('Tax year: 6 April 2026 to 5 April 2027');
      expect(part).toContain('Number of gifts: 3');
      expect(part).toContain('Total given: £45.00');
      expect(part).toContain('Gift Aid claimed from HMRC: £2.50');
      expect(part).toContain('Gift Aid to be claimed: £2.50');
      expect(part).toContain(`registered charity in England and Wales no. ${CHARITY_NUMBER}`);
    }
  });

  it('says £0.00 for each Gift Aid total when no gift had a declaration', async () => {
    const gifts = statement.gifts.map((gift) => ({ ...gift, giftAid: null, giftAidStatus: 'none' as const }));
    const { parts } = await bothParts({ ...statement, gifts, giftAidClaimed: '0.00', giftAidToBeClaimed: '0.00' });
    for (const part of parts) {
      expect(part).toContain('Gift Aid claimed from HMRC: £0.00');
      expect(part).toContain('Gift Aid to be claimed: £0.00');
      expect(part).not.toMatch(/Gift Aid of £/);
    }
  });
});
