/**
 * @jest-environment node
 */
import { pageDescriptionOf, publicPages, remotePagesIn } from '@solar/shared-contracts';
import { ownPages } from './own-pages';
import { pageList } from './prerender';

describe("mfe-engage's published pages (decision 083)", () => {
  it('publishes every page the registry gives it, each with its description, then its own', () => {
    const registry = publicPages
      .filter((page) => page.owner === 'engage')
      .map((page) => ({ ...page, description: pageDescriptionOf(page.key) }));
    expect(registry.map((page) => page.key)).toEqual(
      expect.arrayContaining(['contact', 'volunteer', 'corporate-giving', 'unsubscribe', 'newsletter-confirm']),
    );
    expect(pageList.pages).toEqual([...registry, ...ownPages.map((own) => ({ ...own.page, owner: 'engage' }))]);
  });

  it('publishes a list the shell takes whole', () => {
    expect(remotePagesIn(pageList, 'engage')).toEqual(pageList.pages);
  });
});
