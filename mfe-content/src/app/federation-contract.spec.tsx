/**
 * The contract with the shell, checked by this remote's own tests: every module the shell asks this remote for
 * is exposed by its federation config, and the exposed `./Routes` maps exactly the pages the page registry gives this
 * remote and renders each. remote-routes.spec.tsx checks each page's heading in detail; the built manifest is
 * checked by tools/delivery-proof.
 */
import { Component, type ComponentType, type ReactNode } from 'react';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { exposedModulesOf, publicPageKeys, type PublicPageKey, type RemoteRoutesProps } from '@solar/shared-contracts';
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

  it('./Routes maps exactly the pages the registry gives this remote', async () => {
    const { pages } = (await import(join(projectRoot, exposes['./Routes'] ?? 'missing'))) as { pages: object };
    expect(Object.keys(pages).sort()).toEqual(publicPageKeys('content').sort());
  });

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
