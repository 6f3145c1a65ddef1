import { publicPages, type PublicPageEntry } from '@solar/shared-contracts';
import { routeTable } from './route-table';

const pages: readonly PublicPageEntry[] = publicPages;

describe('the route table, derived from the page registry', () => {
  it('answers every page at its address and each alias, and nothing else', () => {
    const expected = pages.flatMap((page) => [page.path, ...(page.aliases ?? [])]);
    expect(routeTable.map((route) => route.path).sort()).toEqual([...expected].sort());
  });

  it('gives each address its page, owner and title, and an alias its canonical address', () => {
    const faqs = routeTable.find((route) => route.path === '/about/faqs');
    expect(faqs).toMatchObject({ page: 'faqs', remote: 'content', canonical: '/about-us/faqs', layout: 'site' });
    expect(routeTable.find((route) => route.path === '/about-us/faqs')?.canonical).toBeUndefined();
    expect(routeTable.find((route) => route.path === '/get-involved/donate')?.canonical).toBe('/donate');
    expect(routeTable.find((route) => route.path === '/unsubscribe')?.noindex).toBe(true);
  });

  it('shows the compact header on the donation steps only', () => {
    const donation = routeTable.filter((route) => route.layout === 'donation').map((route) => route.path);
    expect(donation).toEqual(['/donate', '/projects/:id/donate']);
  });
});
