import type { Page } from 'playwright-core';
import { GIFT_AID_SCHEDULE_COLUMNS, CHARITY_EMAIL_NOTICE } from '@solar/shared-contracts';
import { pagePerTest, waitForHeading } from '../support/browser';
import { downloadedCsv } from '../support/csv';
import { waitForRow } from '../support/database';
import { baseUrl } from '../support/e2e-env';
import { simUrl } from '../support/paypal';
import { signInToStaff } from '../support/staff';

/** Unique per run, so reruns against the same database find their own donor and gift. */
const run = Date.now();
const letters = (value: number) => [...String(value)].map((digit) => 'abcdefghij'[Number(digit)]).join('');
const donor = {
  email: `e2e-gift-aid-${run}@example.org`,
  firstName: 'Amina',
  // A double-barrelled surname: HMRC's schedule wants a space where the hyphen is.
  lastName: `Khan-Ash${letters(run % 1e6)}`,
  houseNameOrNumber: '12',
  postcode: 'sw1a1aa',
};
// Pence with no zero digit, so every page writes the amount the same way (£23.45, never £23.4 or £23).
const amount = `${20 + (run % 60)}.${1 + (run % 9)}${1 + (Math.floor(run / 10) % 9)}`;

const ukDay = (format: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...format }).formatToParts(new Date());
const part = (parts: Intl.DateTimeFormatPart[], type: string) =>
  parts.find((candidate) => candidate.type === type)?.value ?? '';
/** Today in the UK as the date field takes it (YYYY-MM-DD) and as HMRC's schedule writes it (DD/MM/YY). */
function today() {
  const parts = ukDay({ year: 'numeric', month: '2-digit', day: '2-digit' });
  const [year, month, day] = [part(parts, 'year'), part(parts, 'month'), part(parts, 'day')];
  return { iso: `${year}-${month}-${day}`, schedule: `${day}/${month}/${year.slice(2)}` };
}

/** A one-off gift on /donate with Gift Aid ticked and the donor's name and home address, paid through the PayPal simulator. */
async function giveWithGiftAid(page: Page) {
  await page.goto(`${baseUrl}/donate`);
  await waitForHeading(page, 'Donate');
  await page.getByLabel('Or enter your own amount (£)').fill(amount);
  await page.getByLabel(/^Email address/).fill(donor.email);
  await page.getByLabel(/^Your name/).fill(`${donor.firstName} ${donor.lastName}`);
  await page.getByRole('checkbox', { name: CHARITY_EMAIL_NOTICE.optOut }).check();
  await page.getByRole('checkbox', { name: /Gift Aid/ }).check();
  await page.getByLabel('First name', { exact: true }).fill(donor.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(donor.lastName);
  await page.getByLabel('House name or number', { exact: true }).fill(donor.houseNameOrNumber);
  await page.getByLabel(/postcode/i).fill(donor.postcode);
  await page.getByRole('button', { name: `Donate £${amount} with PayPal` }).click();
  await page.waitForURL(`${simUrl}/checkoutnow?**`, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page
    .getByRole('dialog', { name: new RegExp(`Thank you for your donation of £${amount.replace('.', '\\.')}`) })
    .waitFor({ timeout: 15_000 });
}

describe('Gift Aid, end to end', () => {
  const session = pagePerTest();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  it('declares on /donate, gives through the simulator, and finds the gift in the next claim’s schedule', async () => {
    await giveWithGiftAid(page);
    const gift = await waitForRow(
      "SELECT d.id, d.giftAidDeclarationId, g.postcode FROM donations d JOIN gift_aid_declarations g ON g.id = d.giftAidDeclarationId WHERE d.donorEmail = ? AND d.paymentStatus = 'completed'",
      [donor.email],
      10_000,
    );
    expect(gift['postcode']).toBe('SW1A 1AA');

    await signInToStaff(page);
    await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Gift Aid' }).click();
    await waitForHeading(page, 'Gift Aid declarations');
    await page.getByRole('searchbox', { name: 'Name, postcode or email' }).fill(donor.email);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const declaration = page
      .getByRole('table', { name: 'Gift Aid declarations, newest first' })
      .getByRole('row')
      .filter({ hasText: donor.lastName });
    await declaration.waitFor({ timeout: 10_000 });
    expect((await declaration.getByRole('cell').allTextContents()).slice(1)).toEqual([
      'SW1A 1AA',
      expect.any(String),
      expect.any(String),
      'Active',
      '1',
    ]);
    await page.getByRole('navigation', { name: 'Gift Aid' }).getByRole('link', { name: 'Claims' }).click();
    await waitForHeading(page, 'Gift Aid claims');

    const { iso, schedule } = today();
    await page.getByLabel('First day').fill(iso);
    await page.getByLabel('Last day').fill(iso);
    await page.getByRole('button', { name: 'Find eligible gifts' }).click();
    const eligible = page.getByRole('table', { name: 'Eligible gifts' });
    await eligible
      .getByRole('row')
      .filter({ hasText: donor.lastName })
      .filter({ hasText: `£${amount}` })
      .waitFor({ timeout: 10_000 });

    await page.getByRole('button', { name: 'Create claim…' }).click();
    await page
      .getByRole('dialog', { name: 'Create this Gift Aid claim?' })
      .getByRole('button', { name: 'Create claim' })
      .click();
    const created = page.getByRole('heading', { level: 3, name: /^Claim GA-\d{4}-\d+ created$/ });
    await created.waitFor({ timeout: 10_000 });
    const reference = ((await created.textContent()) ?? '').replace(/^Claim | created$/g, '');

    const csvLink = page.getByRole('link', { name: `${reference} schedule 1 (CSV)` }).first();
    const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
    expect(download.suggestedFilename()).toBe(`${reference}-schedule-1.csv`);
    const [header, ...lines] = await downloadedCsv(await download.path());
    expect(header).toEqual([...GIFT_AID_SCHEDULE_COLUMNS]);
    const surname = donor.lastName.replace('-', ' ');
    expect(lines.filter((cells) => cells[2] === surname)).toEqual([
      ['', donor.firstName, surname, donor.houseNameOrNumber, 'SW1A 1AA', '', '', schedule, Number(amount).toFixed(2)],
    ]);

    // Claimed once: the gift carries the claim, and the same period has nothing left to claim.
    const claimed = await waitForRow(
      'SELECT c.reference FROM donations d JOIN gift_aid_claims c ON c.id = d.giftAidClaimId WHERE d.id = ?',
      [gift['id'] as number],
    );
    expect(claimed['reference']).toBe(reference);
    await page.getByText(/No gifts to claim in this period/).waitFor({ timeout: 10_000 });
    await page
      .getByRole('table', { name: 'Gift Aid claims, newest first' })
      .getByRole('row')
      .filter({ hasText: reference })
      .waitFor();
  });
});
