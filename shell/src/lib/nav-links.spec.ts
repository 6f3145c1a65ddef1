import { publicPages } from '@solar/shared-contracts';
import { compactLinks, DESKTOP_DONATE_PATH, footerGroups, MOBILE_DONATE_PATH, navGroups } from './nav-links';

const ownAddresses = publicPages.map((page) => page.path as string);
const allLinks = [...navGroups, ...footerGroups].flatMap((group) => group.links).concat(compactLinks);

describe('the site navigation, named by page', () => {
  it("links every page by the registry's own address for it, never an alias", () => {
    for (const link of allLinks) expect(ownAddresses).toContain(link.to.split('#')[0]);
  });

  it('leads where spec §2 says', () => {
    const about = navGroups.find((group) => group.id === 'about');
    expect(about?.links.map((link) => link.to)).toEqual([
      '/about-us/who-we-are',
      '/about-us/our-story',
      '/about-us/un-climate-goals',
      '/about-us/our-partners',
      '/about-us/faqs',
    ]);
    expect(navGroups.find((group) => group.id === 'blogs')?.links).toEqual([
      { label: 'Blog', to: '/blogs' },
      { label: 'Press Releases', to: '/press-releases' },
    ]);
    expect([DESKTOP_DONATE_PATH, MOBILE_DONATE_PATH]).toEqual(['/donate', '/get-involved/donate']);
    expect(compactLinks.map((link) => link.to)).toEqual([
      '/',
      '/about-us/who-we-are',
      '/our-work/focus-areas',
      '/donate',
      '/#contact',
    ]);
  });
});
