import type { Page, Request } from 'playwright-core';
import { GIFT_AID_STATEMENTS, GIFT_AID_WORDING_VERSION, NOT_UK_MESSAGE } from '@solar/shared-contracts';
import { pagePerTest, waitForHeading, waitForLivePage } from '../support/browser';
import { baseUrl } from '../support/e2e-env';

/**
 * Gift Aid on /donate's public form, in a real browser: what the gift becomes, the declaration, the fields, and
 * the declaration in the body of POST /paypal/order. The order is answered here (its approve link brings the donor
 * back as if they had cancelled), so this spec reads what the page sends; the claim test follows a gift through.
 */
async function answerOrders(page: Page): Promise<{ orders: Request[]; ordered: Promise<void> }> {
  const orders: Request[] = [];
  let answered: () => void = () => undefined;
  const ordered = new Promise<void>((resolve) => (answered = resolve));
  await page.route('**/paypal/order', async (route) => {
    orders.push(route.request());
    answered();
    await route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: JSON.stringify({
        id: 'E2E-GA',
        status: 'CREATED',
        links: [{ rel: 'approve', href: `${baseUrl}/donate?cancelled=true&token=E2E-GA` }],
      }),
    });
  });
  // The page is on /donate before the order and again after the return, so waiting for the URL alone proves nothing.
  return { orders, ordered };
}

/** Presses Tab until `name` (an accessible name) has focus, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, limit = 40) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return element?.labels?.[0]?.textContent ?? element?.getAttribute('aria-label') ?? element?.textContent ?? '';
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

const declarationFor = (scope: 'this-gift' | 'enduring', title?: string) => ({
  confirmed: true,
  scope,
  wordingVersion: GIFT_AID_WORDING_VERSION,
  ...(title ? { title } : {}),
  firstName: 'Amina',
  lastName: 'Khan',
  houseNameOrNumber: '12',
  postcode: 'B3 2RT',
});

describe('Gift Aid on /donate', () => {
  const session = pagePerTest();
  let page: Page;
  beforeEach(async () => {
    page = session.page;
    await page.goto(`${baseUrl}/donate`);
    await waitForHeading(page, 'Donate');
    // These tests drive the live form; what a visitor does to it before then is prerendered-pages' concern.
    await waitForLivePage(page);
  });

  it('shows the declaration and what the gift becomes, then sends the declaration with the order, the amount unchanged', async () => {
    const { orders, ordered } = await answerOrders(page);
    const giftAid = page.getByRole('group', { name: /^Gift Aid/ });
    await giftAid.getByText('£25 becomes £31.25 with Gift Aid, at no extra cost to you.').waitFor();
    for (const statement of [
      GIFT_AID_STATEMENTS.taxpayer,
      GIFT_AID_STATEMENTS.shortfall,
      GIFT_AID_STATEMENTS.otherTaxes,
      GIFT_AID_STATEMENTS.rate,
    ]) {
      expect(await giftAid.getByText(statement).isVisible()).toBe(true);
    }
    await page.getByRole('button', { name: '£50', exact: true }).click();
    await giftAid.getByText('£50 becomes £62.50 with Gift Aid, at no extra cost to you.').waitFor();

    await page.getByLabel(/^Email address/).fill('e2e-gift-aid@example.org');
    await page.getByRole('checkbox', { name: /Gift Aid/ }).check();
    await page.getByLabel(/^First name/).fill('Amina');
    await page.getByLabel(/^Last name/).fill('Khan');
    await page.getByLabel(/^House name or number/).fill('12');
    await page.getByLabel(/^UK postcode/).fill('b32rt');
    await page.getByLabel(/^UK postcode/).blur();
    expect(await page.getByLabel(/^UK postcode/).inputValue()).toBe('B3 2RT');

    await page.getByRole('button', { name: 'Donate £50 with PayPal' }).click();
    await ordered;
    await page.waitForURL((url) => url.pathname === '/donate' && url.search === '', { timeout: 15_000 });
    expect(orders).toHaveLength(1);
    expect(orders[0].postDataJSON()).toMatchObject({
      amount: 50,
      currency: 'GBP',
      giftAid: declarationFor('this-gift'),
    });
  });

  it('asks again for a bad postcode, and sends nothing for a donor without a UK home address', async () => {
    const { orders, ordered } = await answerOrders(page);
    await page.getByLabel(/^Email address/).fill('e2e-gift-aid@example.org');
    await page.getByRole('checkbox', { name: /Gift Aid/ }).check();
    await page.getByLabel(/^UK postcode/).fill('12345');
    await page.getByLabel(/^UK postcode/).blur();
    await page.getByText('Please enter a UK postcode, for example B3 2RT').waitFor();
    expect(await page.getByRole('button', { name: /with PayPal/ }).count()).toBe(0);

    await page.getByRole('checkbox', { name: 'I don’t have a UK home address' }).check();
    await page.getByText(NOT_UK_MESSAGE).waitFor();
    expect(await page.getByLabel(/^First name/).count()).toBe(0);
    await page.getByRole('button', { name: 'Donate £25 with PayPal' }).click();
    await ordered;
    await page.waitForURL((url) => url.pathname === '/donate' && url.search === '', { timeout: 15_000 });
    expect(orders).toHaveLength(1);
    expect(orders[0].postDataJSON()).not.toHaveProperty('giftAid');
  });

  it('works from the keyboard alone: tick, choose the scope, fill in, pay', async () => {
    const { orders, ordered } = await answerOrders(page);
    await page.getByLabel(/^Email address/).focus();
    await page.keyboard.type('e2e-gift-aid@example.org');
    await tabTo(page, /Gift Aid/);
    await page.keyboard.press('Space');
    // The declaration's fields appear once the tick is rendered; Tab pressed before that walks on down the page.
    await page.getByRole('radio', { name: /^This gift only$/ }).waitFor();
    await tabTo(page, /^This gift only$/);
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: /last four years/ }).isChecked()).toBe(true);
    await page.getByText(GIFT_AID_STATEMENTS.scope.enduring).waitFor();
    for (const [field, value] of [
      [/^Title/, 'Dr'],
      [/^First name/, 'Amina'],
      [/^Last name/, 'Khan'],
      [/^House name or number/, '12'],
      [/^UK postcode/, 'B3 2RT'],
    ] as const) {
      await tabTo(page, field, 2);
      await page.keyboard.type(value);
    }
    // The pay button replaces the list of what is missing once the declaration is complete; on a slow machine that
    // comes a moment after the last key, and Tab pressed before it would walk past.
    await page.getByRole('button', { name: 'Donate £25 with PayPal' }).waitFor();
    await tabTo(page, /^Donate £25 with PayPal$/);
    await page.keyboard.press('Enter');
    await ordered;
    await page.waitForURL((url) => url.pathname === '/donate' && url.search === '', { timeout: 15_000 });
    expect(orders).toHaveLength(1);
    expect(orders[0].postDataJSON()).toMatchObject({ giftAid: declarationFor('enduring', 'Dr') });
  });
});
