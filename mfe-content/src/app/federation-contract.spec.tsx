/**
 * The contract with the shell, checked by this remote's own tests: every module the shell asks this remote for
 * is exposed by its federation config, and the exposed `./Routes` maps exactly the pages the page registry gives this
 * remote and renders each. remote-routes.spec.tsx checks each page's heading in detail; the built manifest is
 * checked by tools/delivery-proof.
 */
import { Component, type ComponentType, type ReactNode } from 'react';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import {
  exposedModulesOf,
  publicPageKeys,
  type PublicPageKey,
  type RemoteRoutesProps,
  staffPageKeys,
  type StaffPageKey,
} from '@solar/shared-contracts';
import { ToastProvider } from '@solar/shared-ui';
import { mockReducedMotion, renderAt } from '@solar/shared-testing';
import rspackConfig from '../../rspack.config';

// Read the real rspack.config.ts without starting Rspack: the factories hand back the options they are given.
jest.mock('../../../tools/rspack/browser-app', () => ({
  browserAppConfig: (options: unknown) => ({ federation: options }),
}));
jest.mock('../../../tools/rspack/node-app', () => ({ nodeAppConfig: () => ({}) }));
jest.mock('../../../tools/rspack/prerender-app', () => ({ prerenderConfig: () => ({}) }));

const projectRoot = join(__dirname, '..', '..');
/** The options rspack.config.ts gives tools/rspack's browserAppConfig (its federation role and exposes). */
type FederationOptions = { role: { kind: 'host' } | { kind: 'remote'; exposes: Record<string, string> } };
const [browser] = rspackConfig(undefined, { mode: 'production' }) as unknown as [{ federation: FederationOptions }];
const exposes = browser.federation.role.kind === 'remote' ? browser.federation.role.exposes : {};

class RenderErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">Render failed: {this.state.error.message}</p> : this.props.children;
  }
}

// Rendering the first page loads the remote's lazy modules, which takes seconds on a busy machine.
jest.setTimeout(15_000);

describe('the federation contract with the shell', () => {
  it.each(exposedModulesOf('content'))('exposes %s, which the shell loads', (name) => {
    expect(Object.keys(exposes)).toContain(name);
  });

  it.each([
    ['./Routes', publicPageKeys('content')],
    ['./StaffRoutes', staffPageKeys('content')],
  ])('%s maps exactly the pages the registry gives this remote', async (name, keys) => {
    const { pages } = (await import(join(projectRoot, exposes[name] ?? 'missing'))) as { pages: object };
    expect(Object.keys(pages).sort()).toEqual([...keys].sort());
  });

  /** Where the console mounts each staff page, and its h1 when the API knows no such record. */
  const staffPages: Record<StaffPageKey<'content'>, { path: string; pattern: string; heading: string }> = {
    'staff-articles': { path: '/staff/articles', pattern: '/staff/articles', heading: 'Articles' },
    'staff-article-new': { path: '/staff/articles/new', pattern: '/staff/articles/new', heading: 'New article' },
    'staff-article': { path: '/staff/articles/7', pattern: '/staff/articles/:id', heading: 'No such article' },
  };

  it.each(staffPageKeys('content'))(
    'renders the %s back-office page through the exposed ./StaffRoutes, with its one h1',
    async (page) => {
      global.fetch = jest.fn(() =>
        Promise.resolve({
          ok: false,
          status: 404,
          statusText: 'Not Found',
          text: () => Promise.resolve('{"statusCode":404,"message":"Not found"}'),
        } as Response),
      );
      const StaffRoutes: ComponentType<RemoteRoutesProps<StaffPageKey<'content'>>> = (
        await import(join(projectRoot, exposes['./StaffRoutes'] ?? 'missing'))
      ).default;
      const { path, pattern, heading } = staffPages[page];
      renderAt(
        <ToastProvider>
          <RenderErrorBoundary>
            <StaffRoutes page={page} />
          </RenderErrorBoundary>
        </ToastProvider>,
        { path, pattern },
      );
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.queryByText(/Render failed/)).toBeNull();
    },
  );

  describe('the exposed ./Routes', () => {
    let Routes: ComponentType<RemoteRoutesProps<PublicPageKey<'content'>>>;

    beforeAll(async () => {
      Routes = (await import(join(projectRoot, exposes['./Routes'] ?? 'missing'))).default;
    });

    beforeEach(() => mockReducedMotion(true));

    it.each(publicPageKeys('content'))('renders the %s page with its one h1 and no render error', async (page) => {
      renderAt(
        <RenderErrorBoundary>
          <Routes page={page} />
        </RenderErrorBoundary>,
        page === 'blog-article' ? { path: '/blogs/1', pattern: '/blogs/:id' } : {},
      );
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      expect(heading.textContent?.trim()).not.toBe('');
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.queryByText(/Render failed/)).toBeNull();
    });
  });
});
