import type { Browser } from 'playwright-core';
import { desktop, launchBrowser, waitForHeading } from '../support/browser';
import { baseUrl } from '../support/e2e-env';

/** What the federation runtime records about each shared package: one entry per loaded version. */
type ShareRecord = Record<string, { version: string; from: string; loaded: boolean }[]>;

const singletonsFromShell = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@solar/shared-routing',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@solar/shared-ui',
];

describe('shared singletons', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('ship once: React, the router, Emotion and the UI library come from the shell for every remote', async () => {
    const page = await (await browser.newContext({ viewport: desktop })).newPage();
    await page.goto(`${baseUrl}/`);
    await waitForHeading(page, /sun to sanctuary/i);
    await page.locator('footer a[href="/donate"]').click();
    await waitForHeading(page, /donat/i);

    const shared = await page.evaluate(() => {
      type Entry = { from: string; loaded?: boolean };
      const federation = (
        window as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
        }
      ).__FEDERATION__;
      const record: Record<string, { version: string; from: string; loaded: boolean }[]> = {};
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const packages of Object.values(scopes)) {
          for (const [name, versions] of Object.entries(packages)) {
            record[name] = Object.entries(versions).map(([version, entry]) => ({
              version,
              from: entry.from,
              loaded: Boolean(entry.loaded),
            }));
          }
        }
      }
      return record;
    });
    const record = shared as ShareRecord;
    for (const name of singletonsFromShell) {
      expect({ name, versions: record[name] }).toEqual({
        name,
        versions: [expect.objectContaining({ from: 'shell', loaded: true })],
      });
    }
  });
});
