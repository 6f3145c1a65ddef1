/**
 * @jest-environment node
 */
import { lazy } from 'react';
import { publicPageKeys, remotePageList } from '@solar/shared-contracts';
import { createRemoteRoutes, type OwnRemotePage } from '../components/remote-routes';
import { ownPagesBuild } from './own-pages-build';
import { prerenderRemotePages } from './prerender-remote-pages';

const own: OwnRemotePage[] = [
  {
    page: { key: 'open-day', path: '/open-day', title: 'Open Day', description: 'Come and see the panels.' },
    component: lazy(async () => ({ default: () => <h1>Open day</h1> })),
  },
  {
    page: {
      key: 'project-supporters',
      path: '/projects/:id/supporters',
      title: 'Project Supporters',
      description: 'The supporters of one project.',
      drawn: 'request',
    },
    component: lazy(async () => ({ default: () => <h1>Supporters</h1> })),
  },
];

describe("a remote's own pages, in its render bundle (decisions 081 and 083)", () => {
  it('publishes the registry pages then its own, warms up on its drawn ones, and prerenders the others', () => {
    const build = ownPagesBuild('donate', own);
    expect(build.pageList).toEqual(remotePageList('donate', [own[0].page, own[1].page]));
    expect(build.warmUpPaths).toEqual(['/projects/1/donate', '/projects/1/supporters']);
    expect(build.pageKeys).toEqual([...publicPageKeys('donate'), 'open-day', 'project-supporters']);
    expect(build.drawnOwnKeys).toEqual(['project-supporters']);
  });

  it("publishes the registry's pages alone when the remote has none of its own", () => {
    expect(ownPagesBuild('engage', [])).toEqual({
      pageList: remotePageList('engage'),
      warmUpPaths: [],
      pageKeys: [...publicPageKeys('engage')],
      drawnOwnKeys: [],
    });
  });

  it("routes an own page to its component, and the registry's component wins a shared key", async () => {
    const registry = { about: lazy(async () => ({ default: () => <h1>About us</h1> })) };
    const shadow: OwnRemotePage = {
      page: { key: 'about', path: '/about-us', title: 'Shadow', description: 'Never shown.' },
      component: lazy(async () => ({ default: () => <h1>Shadow</h1> })),
    };
    const Routes = createRemoteRoutes<string>(registry, [shadow, ...own]);
    const html = await prerenderRemotePages(Routes, ['about', 'open-day']);
    expect(html['about']).toContain('<h1>About us</h1>');
    expect(html['open-day']).toContain('<h1>Open day</h1>');
  });
});
