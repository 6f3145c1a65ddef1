import type { Page } from 'playwright-core';
import { waitForHeading } from './browser';
import { baseUrl } from './e2e-env';

/**
 * A signed-in member of staff approves a gift's name to show and its message from the moderation queue, found by
 * the message (the queue is worked oldest first, a page at a time: other specs' gifts may fill the first page).
 */
export async function approveGiftWords(page: Page, message: string, shownName: string): Promise<void> {
  await page.goto(`${baseUrl}/staff/donations`);
  await page.getByRole('link', { name: 'Supporters’ names and messages' }).click();
  await waitForHeading(page, 'Supporters’ names and messages');
  const search = page.getByRole('searchbox', { name: 'Words in the name, message or project' });
  await search.fill(message);
  await search.press('Enter');
  const card = page.getByRole('listitem').filter({ hasText: message });
  await card.getByRole('button', { name: `Approve the name “${shownName}”` }).click();
  await page.getByText('Name approved').first().waitFor({ timeout: 10_000 });
  await card.getByRole('button', { name: `Approve ${shownName}’s message` }).click();
  await page.getByText('Message approved').first().waitFor({ timeout: 10_000 });
}
