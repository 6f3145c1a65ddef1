import Database from 'better-sqlite3';
import type { Locator, Page } from 'playwright-core';
import { ukMonthOf } from '@solar/shared-format/uk-time';
import { pagePerTest, waitForHeading } from '../support/browser';
import { baseUrl, databaseFile } from '../support/e2e-env';
import { signInToStaff } from '../support/staff';

/** Unique per run: the test site's database is shared by every spec and kept between reruns. */
const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Two unread messages and a completed gift of this UK month, written straight into the test site's database. */
function seed(): void {
  const db = new Database(databaseFile, { fileMustExist: true, timeout: 5_000 });
  try {
    const message = db.prepare(
      'INSERT INTO contact_messages (name, email, subject, message, isRead) VALUES (?, ?, ?, ?, 0)',
    );
    for (const who of ['Amina', 'Bilal'])
      message.run(`${who} ${run}`, `e2e-home-${who.toLowerCase()}@example.org`, `Home ${run}`, 'Solar for a school');
    db.prepare(
      "INSERT INTO donations (donorName, donorEmail, amount, currency, paymentStatus) VALUES (?, ?, 12.34, 'GBP', 'completed')",
    ).run(`Farah ${run}`, 'e2e-home-farah@example.org');
  } finally {
    db.close();
  }
}

const attention = (page: Page): Locator => page.getByRole('region', { name: 'Needs attention' });

/** The number a count's link starts with, e.g. "3 Unread messages" → 3. */
async function countOf(link: Locator): Promise<number> {
  const text = (await link.textContent()) ?? '';
  const match = /^(\d[\d,]*)\s/.exec(text.trim());
  if (!match?.[1]) throw new Error(`No count in “${text}”`);
  return Number(match[1].replace(/,/g, ''));
}

/** The list's own total, "Page 1 of 2 (27 results)". */
async function listTotal(page: Page, pagesLabel: string): Promise<number> {
  const text = await page
    .getByRole('navigation', { name: pagesLabel })
    .getByText(/results?\)$/)
    .textContent();
  return Number(/\((\d+) results?\)/.exec(text ?? '')?.[1]);
}

describe('the staff home: what needs attention, end to end', () => {
  const session = pagePerTest();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  beforeAll(() => seed());

  it('counts unread messages and links to exactly those, filtered in the address', async () => {
    await signInToStaff(page);
    await page.goto(`${baseUrl}/staff`);
    await waitForHeading(page, 'Staff console');
    const unread = attention(page).getByRole('link', { name: /^\d[\d,]* Unread messages$/ });
    const count = await countOf(unread);
    expect(count).toBeGreaterThanOrEqual(2);
    await expect(
      attention(page)
        .getByText(/^Counted at .* UK time\./)
        .count(),
    ).resolves.toBe(1);

    await unread.click();
    await waitForHeading(page, 'Messages');
    expect(new URL(page.url()).searchParams.get('filter')).toBe('unread');
    const table = page.getByRole('table', { name: /messages/i });
    await table
      .getByRole('row')
      .filter({ hasText: `Amina ${run}` })
      .waitFor();
    await table
      .getByRole('row')
      .filter({ hasText: `Bilal ${run}` })
      .waitFor();
    expect(await listTotal(page, 'Message pages')).toBe(count);
    // Every row of the page is an unread message (the header row aside), 25 to a page.
    expect(await table.getByRole('row').count()).toBe(Math.min(count, 25) + 1);
    expect(await table.getByRole('row').filter({ hasText: 'Unread' }).count()).toBe(Math.min(count, 25));
  });

  it('counts this UK month’s gifts with their total, and its link opens the donations of that month', async () => {
    const month = ukMonthOf(new Date());
    await signInToStaff(page);
    await page.goto(`${baseUrl}/staff`);
    const gifts = attention(page).getByRole('link', { name: /^\d[\d,]* Gifts in [A-Z][a-z]+ \d{4}$/ });
    const count = await countOf(gifts);
    expect(count).toBeGreaterThanOrEqual(1);

    await gifts.click();
    await waitForHeading(page, 'Donations');
    const params = new URL(page.url()).searchParams;
    expect([params.get('status'), params.get('from'), params.get('to')]).toEqual(['completed', month.from, month.to]);
    expect(await page.getByLabel('From (UK day)').inputValue()).toBe(month.from);
    const list = page.getByRole('table', { name: 'Donations, newest first' });
    const ours = list.getByRole('row').filter({ hasText: `Farah ${run}` });
    await ours.waitFor();
    expect(await ours.textContent()).toMatch(/\d{2}:\d{2} UK time/);
    expect(await listTotal(page, 'Donation pages')).toBe(count);
  });
});
