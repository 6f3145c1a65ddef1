import type { Page } from 'playwright-core';
import { pagePerTest, waitForHeading } from '../support/browser';
import { baseUrl } from '../support/e2e-env';
import { restartService, stopService } from '../support/site-control';

describe('while the API (and so its database) is down', () => {
  const session = pagePerTest();
  let page: Page;
  beforeEach(() => {
    page = session.page;
  });

  beforeAll(() => stopService('api'), 30_000);
  afterAll(() => restartService('api'), 60_000);

  it('serves every page that needs no data, from all three remotes', async () => {
    for (const [path, heading] of [
      ['/', /From sun to sanctuary/i],
      ['/about-us/who-we-are', 'Who We Are'],
      ['/get-involved/volunteer', 'Volunteer With Us'],
      ['/donate', 'Donate'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await waitForHeading(page, heading);
    }
  });

  it('answers a form with the failure toast instead of hanging', async () => {
    const api = (await fetch(`${baseUrl}/api/projects/1`)).status;
    expect(api).toBe(503);

    await page.goto(`${baseUrl}/contact`);
    await waitForHeading(page, 'Contact Us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Name').fill('Amina Khan');
    await form.getByLabel('Email').fill('amina@example.org');
    await form.getByLabel('Subject').fill('Solar for our school');
    await form.getByLabel('Message').fill('Could you visit our school in Multan this spring?');
    const started = Date.now();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Failed to send message. Please try again.').first().waitFor({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
