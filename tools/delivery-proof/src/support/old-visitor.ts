import type { Browser, Page } from 'playwright-core';

/** A visitor whose page loaded a remote's old build, watching every request to that remote's origin. */
export type OldVisitor = {
  page: Page;
  /** `404 http://…/page-donate.2893ba23de.js`, `failed http://…: net::ERR_…`: requests to the remote that did not succeed. */
  failures: string[];
  /** Every file of the remote's the page asked for, in order. */
  requested: string[];
  pageErrors: string[];
};

export async function openOldVisitor(browser: Browser, remoteOrigin: string): Promise<OldVisitor> {
  // Its own context: its own cache, so nothing of a later build reaches it through another page.
  const page = await browser.newPage();
  const visitor: OldVisitor = { page, failures: [], requested: [], pageErrors: [] };
  const ofRemote = (url: string) => url.startsWith(`${remoteOrigin}/`);
  page.on('request', (request) => {
    if (ofRemote(request.url())) visitor.requested.push(request.url());
  });
  page.on('response', (response) => {
    if (ofRemote(response.url()) && response.status() >= 400)
      visitor.failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (ofRemote(request.url()))
      visitor.failures.push(`failed ${request.url()}: ${request.failure()?.errorText ?? ''}`);
  });
  page.on('pageerror', (error) => visitor.pageErrors.push(error.message));
  return visitor;
}

/** Moves to `path` inside the page, as a link does: the router renders it, the document is not loaded again. */
export async function navigateInPage(visitor: OldVisitor, path: string): Promise<void> {
  await visitor.page.evaluate((to) => {
    Object.assign(window, { __documentBeforeMove: true });
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Whether the page is still the document navigateInPage moved in (a reload would have fetched the new build). */
export function stillSameDocument(visitor: OldVisitor): Promise<boolean> {
  return visitor.page.evaluate(
    () => (window as unknown as { __documentBeforeMove?: boolean }).__documentBeforeMove === true,
  );
}
