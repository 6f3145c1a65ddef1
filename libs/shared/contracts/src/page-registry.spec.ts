import { pageDescriptions } from './page-descriptions';
import { publicPageKeys, publicPagePath, publicPages, type FixedPageKey, type PublicPageEntry } from './public-pages';
import { exposedModulesOf } from './remote-modules';
import { remotes, type RemoteKey } from './remote-pages';
import { STAFF_ROOT, staffAreasFor, staffPageKeys, staffPages, type StaffPageEntry } from './staff-pages';

const publicEntries: readonly PublicPageEntry[] = publicPages;
const staffEntries: readonly StaffPageEntry[] = staffPages;
const remoteKeys = Object.keys(remotes) as RemoteKey[];

const duplicates = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);
const addresses = publicEntries.flatMap((page) => [page.path, ...(page.aliases ?? [])]);

describe('the page registry', () => {
  it('names every page once, public and staff together', () => {
    expect(duplicates([...publicEntries, ...staffEntries].map((page) => page.key))).toEqual([]);
  });

  it('gives every address, alias or not, to one page only', () => {
    expect(duplicates([...addresses, ...staffEntries.map((page) => page.path)])).toEqual([]);
    for (const path of addresses) expect(path).toMatch(/^\/([a-z0-9-]+|:[a-z]+)?(\/([a-z0-9-]+|:[a-z]+))*$/);
  });

  it('sends an alias or a canonical address to a page that search engines list', () => {
    const listed = publicEntries.filter((page) => !page.canonical && !page.noindex && !page.path.includes(':'));
    for (const page of publicEntries) {
      if (page.canonical) expect(listed.map((entry) => entry.path)).toContain(page.canonical);
      if (page.aliases) expect(listed).toContain(page);
    }
  });

  it('describes every public page but the ones that describe themselves, and nothing else', () => {
    const described = publicEntries.filter((page) => !page.describesItself).map((page) => page.key);
    expect(Object.keys(pageDescriptions).sort()).toEqual([...described].sort());
    for (const description of Object.values(pageDescriptions)) expect(description.length).toBeGreaterThan(50);
  });

  it('gives every page of every remote to a remote, and each remote its own keys', () => {
    const keysByRemote = remoteKeys.flatMap((remote) => publicPageKeys(remote));
    expect([...keysByRemote].sort()).toEqual(publicEntries.map((page) => page.key).sort());
    const staffByOwner = [...remoteKeys, 'shell' as const].flatMap((owner) => staffPageKeys(owner));
    expect([...staffByOwner].sort()).toEqual(staffEntries.map((page) => page.key).sort());
  });

  it('puts every staff page under /staff, each in an area with a navigation label', () => {
    const areas = staffEntries.filter((page) => page.nav);
    for (const page of staffEntries) {
      expect(page.path.startsWith(`${STAFF_ROOT}/`)).toBe(true);
      const area = page.nav ? page : areas.find((entry) => page.path.startsWith(`${entry.path}/`));
      expect([page.key, area?.nav?.label, area?.nav?.summary]).toEqual([
        page.key,
        expect.any(String),
        expect.any(String),
      ]);
    }
    expect(duplicates(areas.map((page) => page.nav?.label ?? ''))).toEqual([]);
  });

  it('shows administrators every area and other staff only those not kept for administrators', () => {
    const all = staffEntries.filter((page) => page.nav).map((page) => page.path);
    expect(staffAreasFor('admin').map((area) => area.path)).toEqual(all);
    const open = staffEntries.filter((page) => page.nav && !page.adminOnly).map((page) => page.path);
    expect(staffAreasFor('staff').map((area) => area.path)).toEqual(open);
    expect(open.length).toBeLessThan(all.length);
  });

  it('asks a remote for ./StaffRoutes exactly when it owns staff pages', () => {
    expect(exposedModulesOf('content')).toEqual(['./Routes', './StaffRoutes']);
    expect(exposedModulesOf('engage')).toEqual(['./Routes', './NewsletterSignup', './StaffRoutes']);
    expect(exposedModulesOf('donate')).toEqual(['./Routes', './StaffRoutes']);
  });

  it('gives the address of a page by its key, for the links that name it', () => {
    expect(publicPagePath('home')).toBe('/');
    expect(publicPagePath('blogs')).toBe('/blogs');
    expect(publicPagePath('who-we-are')).toBe('/about-us/who-we-are');
    expect(() => publicPagePath('no-such-page' as FixedPageKey)).toThrow('No public page is called "no-such-page"');
  });
});
