import type { ReactElement } from 'react';
import type { RouteObject } from '@solar/shared-routing';
import type { RouteEntry } from './route-table';
import { routesWith } from './routes';
import { readRunTimeRoutes } from './run-time-routes';

function pageWithBlock(block: unknown): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.id = 'remote-locations';
  script.type = 'application/json';
  script.textContent = typeof block === 'string' ? block : JSON.stringify(block);
  doc.body.appendChild(script);
  return doc;
}

const later = {
  path: '/projects/:id/supporters',
  remote: 'donate',
  page: 'project-supporters',
  title: 'Project Supporters',
  layout: 'site',
  description: 'The supporters of one project.',
};

describe('pages remotes published after the shell was built (decision 081)', () => {
  it('reads the routes the server wrote into the page, leaving out any that are malformed', () => {
    const doc = pageWithBlock({
      donate: 'http://localhost:4203',
      routes: [later, { ...later, remote: 'elsewhere' }, { ...later, layout: 'wide' }, { ...later, path: 'x' }],
    });
    expect(readRunTimeRoutes(doc)).toEqual([later]);
    expect(readRunTimeRoutes(pageWithBlock({ donate: 'http://localhost:4203' }))).toEqual([]);
    expect(readRunTimeRoutes(pageWithBlock('not json'))).toEqual([]);
  });

  it('routes such a page to its remote in its layout, beside the pages the build knew', () => {
    const routes = readRunTimeRoutes(pageWithBlock({ routes: [later, { ...later, path: '/donate' }] }));
    const siteLayout = (tree: RouteObject[]) =>
      tree.find((route) => route.children?.some((child) => child.path === '*'));
    const entryAt = (tree: RouteObject[], path: string) =>
      (siteLayout(tree)?.children?.find((child) => child.path === path)?.element as ReactElement<{ entry: RouteEntry }>)
        ?.props.entry;
    expect(entryAt(routesWith([], '/'), later.path)).toBeUndefined();
    expect(entryAt(routesWith(routes, '/'), later.path)).toEqual(later);
    // An address the build routes stays the build's page.
    const donation = routesWith(routes, '/')
      .flatMap((route) => route.children ?? [])
      .filter((child) => child.path === '/donate');
    expect(donation).toHaveLength(1);
  });
});
