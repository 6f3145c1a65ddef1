/**
 * @jest-environment node
 */
import type { RouteEntry } from '../src/app/route-table';
import { findRoute, matchRoute, setRunTimeRoutes } from './site-routes';

const laterPage: RouteEntry = {
  path: '/projects/:id/offline-gifts',
  remote: 'donate',
  page: 'offline-gifts',
  title: 'Gifts by post',
  layout: 'site',
};

afterEach(() => setRunTimeRoutes([]));

describe('the route answering an address (decision 081)', () => {
  it("finds the build's route with its parameters, and the same answer when asked again", () => {
    const first = matchRoute('/projects/2/donate');
    expect(first).toMatchObject({ route: { path: '/projects/:id/donate' }, params: { id: '2' } });
    expect(matchRoute('/projects/2/donate')).toEqual(first);
    expect(findRoute('/no-such-page')).toBeNull();
  });

  it('answers from the routes as they are now when a remote publishes a page, or takes one back', () => {
    expect(findRoute('/projects/2/offline-gifts')).toBeNull();
    setRunTimeRoutes([laterPage]);
    expect(matchRoute('/projects/2/offline-gifts')).toEqual({ route: laterPage, params: { id: '2' } });
    setRunTimeRoutes([]);
    expect(findRoute('/projects/2/offline-gifts')).toBeNull();
  });

  it('still answers rightly after more addresses than it remembers', () => {
    for (let n = 0; n < 5000; n += 1) findRoute(`/no-such-page-${n}`);
    expect(findRoute('/projects/3/donate')?.path).toBe('/projects/:id/donate');
    expect(findRoute('/no-such-page-1')).toBeNull();
  });
});
