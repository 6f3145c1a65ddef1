import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import type { ArticleListResponse, StaffArticle } from '@solar/shared-contracts';
import { desktop, launchBrowser, type PageProblems, waitForHeading, watchProblems } from '../support/browser';
import { waitForRow } from '../support/database';
import { baseUrl } from '../support/e2e-env';
import { toast } from '../support/forms';
import { adminApiCookie, newStaffMember, signInToStaff } from '../support/staff';

/** The API's allowance per member of staff (IMAGE_UPLOADS_PER_10_MINUTES: the test site keeps the default). */
const IMAGE_UPLOADS_PER_10_MINUTES = 30;

/** One member of staff: their own browser context (their own session cookie) and page. */
async function newEditor(browser: Browser): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  return { context, page, problems: watchProblems(page) };
}

async function publishedTitles(): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/articles`);
  return ((await response.json()) as ArticleListResponse).items.map((item) => item.title);
}

/** A photo as a phone would send it: a JPEG with a GPS position in its EXIF. */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1400, height: 900, channels: 3, background: { r: 250, g: 180, b: 40 } } })
    .jpeg()
    .withExif({
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 33/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '74/1 20/1 0/1' },
    })
    .toBuffer();
}

/** After the first save, the saved article's own editor replaces the blank one at its new address. */
const editorOfSaved = (page: Page) => page.locator('form[data-opened-as="saved"]');

const editorForm = (page: Page) => page.getByRole('form', { name: /^(Write an article|Edit )/ });

/** Opens the editor for a new article and fills every field but the cover. */
async function writeArticle(page: Page, title: string, body: string): Promise<void> {
  await page.goto(`${baseUrl}/staff/articles`);
  await waitForHeading(page, 'Articles');
  await page.getByRole('link', { name: 'Write an article' }).click();
  await waitForHeading(page, 'New article');
  const form = editorForm(page);
  await form.getByLabel(/^Title/).fill(title);
  await form
    .getByLabel(/^Excerpt/)
    .fill('Three months after the floods, the lights are back on in a village school near Dadu.');
  await form.getByLabel(/^Category/).selectOption('Community');
  await form.getByLabel(/^Author/).fill('Sana Javed');
  await form.getByLabel(/^Body/).fill(body);
}

/** Each of the Markdown attacks, every one setting `window.hacked` if it ever ran. */
const ATTACKS = [
  'Before the attacks.',
  '<script>window.hacked = 1</script>',
  '<img src=x onerror="window.hacked = 2">',
  '[a link](javascript:window.hacked=3) and [a page](data:text/html;base64,PHNjcmlwdD53aW5kb3cuaGFja2VkPTQ8L3NjcmlwdD4=)',
  '![a picture](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9IndpbmRvdy5oYWNrZWQ9NSIvPg==)',
  '<svg onload="window.hacked = 6"><script>window.hacked = 7</script></svg>',
  'After the attacks.',
].join('\n\n');

const LIVE_MARKUP =
  'script, svg, iframe, object, embed, [onerror], [onload], a[href^="javascript:"], a[href^="data:"], img[src^="data:"]';

/** Nothing of the attacks is live markup inside `body`, none ran, and no dialog opened. */
async function expectInert(page: Page, body: Locator, dialogs: string[]): Promise<void> {
  await body.getByText('After the attacks.').waitFor();
  expect(await body.locator(LIVE_MARKUP).count()).toBe(0);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

describe('the back office’s articles, end to end', () => {
  let browser: Browser;
  let editor: { context: BrowserContext; page: Page; problems: PageProblems };
  const run = Date.now().toString(36);

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    editor = await newEditor(browser);
  });
  afterEach(async () => {
    await editor.context.close();
    expect(editor.problems.errors).toEqual([]);
  });

  it('lets staff write an article with a photo, see it in the preview, save it and publish it', async () => {
    const { page } = editor;
    const title = `Lights back on in Dadu ${run}`;
    await signInToStaff(page);
    await writeArticle(
      page,
      title,
      'The water reached the windows.\n\n## Back to school\n\n<script>window.hacked = 1</script>',
    );
    const form = editorForm(page);

    await form
      .getByLabel(/^Cover image/)
      .setInputFiles({ name: 'roof.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    const thumbnail = form.getByRole('img', { name: 'The cover image (no alt text yet)' });
    await thumbnail.waitFor({ timeout: 15_000 });
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/api\/images\/[0-9a-f]{20}-800\.webp$/);
    await form.getByLabel(/^Alt text for the cover/).fill('Solar panels on the roof of the school');
    await form.getByRole('button', { name: 'Also show it in the text' }).click();

    const preview = page.getByTestId('article-preview');
    await preview.getByRole('heading', { level: 2, name: 'Back to school' }).waitFor();
    const inline = preview.locator('img[src^="/api/images/"][width="800"]').last();
    await inline.waitFor();
    expect(await inline.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
    expect(await preview.locator('script').count()).toBe(0);
    expect(await preview.textContent()).toContain('<script>window.hacked = 1</script>');

    await form.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Draft saved').waitFor({ timeout: 10_000 });
    await page.waitForURL(/\/staff\/articles\/\d+$/);
    await editorOfSaved(page).waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await publishedTitles()).not.toContain(title);
    await waitForRow("SELECT id FROM audit_log WHERE action = 'article.created' AND entityId = ?", [String(id)]);

    await editorForm(page).getByRole('button', { name: 'Publish now' }).click();
    await toast(page, 'Published: visitors can read it now').waitFor({ timeout: 10_000 });
    expect((await publishedTitles())[0]).toBe(title);
    const stored = (await (await fetch(`${baseUrl}/api/articles/${id}`)).json()) as {
      html: string;
      cover: StaffArticle['cover'];
    };
    expect(stored.html).toContain('&lt;script&gt;');
    expect(stored.cover?.alt).toBe('Solar panels on the roof of the school');
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

    await page.goto(`${baseUrl}/staff/articles?status=published`);
    await waitForHeading(page, 'Articles');
    const row = page.getByRole('table', { name: 'Articles' }).getByRole('row').filter({ hasText: title });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.textContent()).toContain('Published');
  });

  it('keeps every Markdown attack inert, in the preview and on the public page', async () => {
    const { page } = editor;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInToStaff(page);
    await writeArticle(page, `Attacks ${run}`, ATTACKS);
    await expectInert(page, page.getByTestId('article-preview'), dialogs);
    await editorForm(page).getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Draft saved').waitFor({ timeout: 10_000 });
    await page.waitForURL(/\/staff\/articles\/\d+$/);
    await editorOfSaved(page).waitFor();
    await editorForm(page).getByRole('button', { name: 'Publish now' }).click();
    await toast(page, 'Published: visitors can read it now').waitFor({ timeout: 10_000 });
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    const visitor = await newEditor(browser);
    const visitorDialogs: string[] = [];
    visitor.page.on('dialog', (dialog) => {
      visitorDialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      await visitor.page.goto(`${baseUrl}/blogs/${id}`);
      await waitForHeading(visitor.page, `Attacks ${run}`);
      const body = visitor.page.locator('xpath=//main//p[normalize-space()="Before the attacks."]/..');
      await expectInert(visitor.page, body, visitorDialogs);
      expect(visitor.problems.errors).toEqual([]);
    } finally {
      await visitor.context.close();
      // Withdrawn again, so the home page's grid and other specs' articles are as they were.
      const cookie = await adminApiCookie();
      const article = (await (await fetch(`${baseUrl}/api/staff/articles/${id}`, { headers: { cookie } })).json()) as {
        version: number;
      };
      await fetch(`${baseUrl}/api/staff/articles/${id}?version=${article.version}`, {
        method: 'DELETE',
        headers: { cookie, Origin: baseUrl },
      });
    }
  });

  it('schedules an article in UK time: listed as scheduled, not yet public', async () => {
    const { page } = editor;
    const title = `A story for later ${run}`;
    await signInToStaff(page);
    await writeArticle(page, title, 'It goes live on its own.');
    const form = editorForm(page);
    await form.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Draft saved').waitFor({ timeout: 10_000 });
    await page.waitForURL(/\/staff\/articles\/\d+$/);
    await editorOfSaved(page).waitFor();
    await editorForm(page).getByLabel('Publish on (UK time)').fill('2099-07-01T09:30');
    await editorForm(page).getByRole('button', { name: 'Schedule' }).click();
    await toast(page, 'Scheduled: it goes live on 1 Jul 2099, 09:30 UK time').waitFor({ timeout: 10_000 });
    expect(await publishedTitles()).not.toContain(title);
    await page.goto(`${baseUrl}/staff/articles?status=scheduled`);
    const row = page.getByRole('table', { name: 'Articles' }).getByRole('row').filter({ hasText: title });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.textContent()).toContain('Goes live 1 Jul 2099, 09:30 UK time');
  });

  it('refuses the second of two editors’ conflicting saves, keeping their text on screen', async () => {
    const first = editor.page;
    const second = await newEditor(browser);
    try {
      await signInToStaff(first);
      await writeArticle(first, `Two editors ${run}`, 'First words.');
      await editorForm(first).getByRole('button', { name: 'Save draft' }).click();
      await toast(first, 'Draft saved').waitFor({ timeout: 10_000 });
      await first.waitForURL(/\/staff\/articles\/\d+$/);
      await editorOfSaved(first).waitFor();
      const address = first.url();

      await signInToStaff(second.page);
      await second.page.goto(address);
      await waitForHeading(second.page, `Two editors ${run}`);
      await first.reload();
      await waitForHeading(first, `Two editors ${run}`);

      await editorForm(first)
        .getByLabel(/^Title/)
        .fill(`Two editors ${run}: the first`);
      await editorForm(first).getByRole('button', { name: 'Save draft' }).click();
      await toast(first, 'Draft saved').waitFor({ timeout: 10_000 });

      await editorForm(second.page)
        .getByLabel(/^Title/)
        .fill(`Two editors ${run}: the second`);
      await editorForm(second.page).getByRole('button', { name: 'Save draft' }).click();
      await second.page
        .getByRole('alert')
        .filter({ hasText: 'Someone else saved this article since you opened it' })
        .waitFor({ timeout: 10_000 });
      expect(
        await editorForm(second.page)
          .getByLabel(/^Title/)
          .inputValue(),
      ).toBe(`Two editors ${run}: the second`);
      const id = address.split('/').pop() as string;
      const row = await waitForRow('SELECT title FROM blog_posts WHERE id = ?', [Number(id)]);
      expect(row['title']).toBe(`Two editors ${run}: the first`);
      expect(second.problems.errors).toEqual([]);
    } finally {
      await second.context.close();
    }
  });

  it('refuses an upload named .jpg that holds HTML, and says why', async () => {
    const { page } = editor;
    await signInToStaff(page);
    await page.goto(`${baseUrl}/staff/articles/new`);
    await waitForHeading(page, 'New article');
    await editorForm(page)
      .getByLabel(/^Cover image/)
      .setInputFiles({
        name: 'holiday.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('<html><script>alert(1)</script></html>'),
      });
    await page
      .getByRole('alert')
      .filter({ hasText: 'The image was not uploaded: This file is not a JPEG, PNG or WebP image.' })
      .waitFor({ timeout: 10_000 });
    expect(await editorForm(page).getByRole('img').count()).toBe(0);
  });

  it('stops one member of staff at the upload limit, says when to try again, and leaves everyone else uploading', async () => {
    const member = await newStaffMember('uploads');
    const tiny = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#f5a623' } })
      .png()
      .toBuffer();
    const upload = (cookie: string) =>
      fetch(`${baseUrl}/api/staff/article-images`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/octet-stream', Origin: baseUrl, Cookie: cookie },
        body: new Uint8Array(tiny),
      });
    const statuses: number[] = [];
    for (let i = 0; i < IMAGE_UPLOADS_PER_10_MINUTES; i += 1) statuses.push((await upload(member.cookie)).status);
    expect(statuses.every((status) => status === 201)).toBe(true);
    const refused = await upload(member.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const { page } = editor;
    const [name, value] = member.cookie.split('=') as [string, string];
    await editor.context.addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: 'Strict' }]);
    await page.goto(`${baseUrl}/staff/articles/new`);
    await waitForHeading(page, 'New article');
    await editorForm(page)
      .getByLabel(/^Cover image/)
      .setInputFiles({ name: 'roof.png', mimeType: 'image/png', buffer: tiny });
    await page
      .getByRole('alert')
      .filter({
        hasText: `The image was not uploaded: You have reached the limit of ${IMAGE_UPLOADS_PER_10_MINUTES} image uploads in 10 minutes. Please try again in`,
      })
      .waitFor({ timeout: 10_000 });
    expect(await editorForm(page).getByRole('img').count()).toBe(0);
    expect((await upload(await adminApiCookie())).status).toBe(201);
  });
});
