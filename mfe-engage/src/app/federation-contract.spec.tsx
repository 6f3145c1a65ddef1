/**
 * The contract with the shell, checked by this remote's own tests: every module the shell asks this remote for
 * (`./Routes`, the newsletter widget other pages embed and the console's `./StaffRoutes`) is exposed by its
 * federation config, the exposed `./Routes` maps exactly the public pages the page registry gives this remote and
 * renders each, `./StaffRoutes` likewise its back-office pages, and every exposed widget renders.
 * The built manifest is checked by tools/delivery-proof.
 */
import { Component, type ComponentType, type ReactNode } from 'react';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import {
  embeddableWidgets,
  exposedModulesOf,
  publicPageKeys,
  staffPageKeys,
  type PublicPageKey,
  type RemoteRoutesProps,
  type StaffPageKey,
} from '@solar/shared-contracts';
import { renderAt, respond } from '@solar/shared-testing';
import { ToastProvider } from '@solar/shared-ui';
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

async function exposedComponent<Props>(name: string): Promise<ComponentType<Props>> {
  return (await import(join(projectRoot, exposes[name] ?? 'missing'))).default;
}

class RenderErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">Render failed: {this.state.error.message}</p> : this.props.children;
  }
}

/** The shell hosts every remote page under its toast provider and router. */
function renderInShell(element: ReactNode, at?: Parameters<typeof renderAt>[1]) {
  return renderAt(
    <ToastProvider>
      <RenderErrorBoundary>{element}</RenderErrorBoundary>
    </ToastProvider>,
    at,
  );
}

const headings: Record<PublicPageKey<'engage'>, string> = {
  contact: 'Contact Us',
  volunteer: 'Volunteer With Us',
  'corporate-giving': 'Corporate Giving',
  unsubscribe: 'Unsubscribe from our monthly updates',
  'newsletter-confirm': 'Confirm your sign-up',
};

/** Where the console mounts each staff page, and its h1 when the API knows no such record. */
const staffPages: Record<StaffPageKey<'engage'>, { path: string; pattern: string; heading: string }> = {
  'staff-messages': { path: '/staff/messages', pattern: '/staff/messages', heading: 'Messages' },
  'staff-message': { path: '/staff/messages/7', pattern: '/staff/messages/:id', heading: 'No such message' },
  'staff-volunteers': { path: '/staff/volunteers', pattern: '/staff/volunteers', heading: 'Volunteers' },
  'staff-volunteer': { path: '/staff/volunteers/7', pattern: '/staff/volunteers/:id', heading: 'No such application' },
  'staff-subscribers': { path: '/staff/subscribers', pattern: '/staff/subscribers', heading: 'Subscribers' },
  'staff-people': { path: '/staff/people', pattern: '/staff/people', heading: 'Supporters’ data' },
};

// Rendering the first page loads the remote's lazy modules, which takes seconds on a busy machine.
jest.setTimeout(15_000);

describe('the federation contract with the shell', () => {
  beforeEach(() => {
    // Rendering asks the API for nothing; any call is answered as if the API were down.
    global.fetch = jest.fn().mockRejectedValue(new TypeError('fetch failed'));
  });

  it.each(exposedModulesOf('engage'))('exposes %s, which the shell loads', (name) => {
    expect(Object.keys(exposes)).toContain(name);
  });

  it.each([
    ['./Routes', publicPageKeys('engage')],
    ['./StaffRoutes', staffPageKeys('engage')],
  ])('%s maps exactly the pages the registry gives this remote', async (name, keys) => {
    const { pages } = (await import(join(projectRoot, exposes[name] ?? 'missing'))) as { pages: object };
    expect(Object.keys(pages).sort()).toEqual([...keys].sort());
  });

  it.each(publicPageKeys('engage'))(
    'renders the %s page through the exposed ./Routes, with its one h1 and no render error',
    async (page) => {
      const Routes = await exposedComponent<RemoteRoutesProps<PublicPageKey<'engage'>>>('./Routes');
      renderInShell(<Routes page={page} />);
      expect(
        await screen.findByRole('heading', { level: 1, name: headings[page] }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.queryByText(/Render failed/)).toBeNull();
    },
  );

  it.each(staffPageKeys('engage'))(
    'renders the %s back-office page through the exposed ./StaffRoutes, with its one h1',
    async (page) => {
      global.fetch = jest.fn(() => respond(404, '{"statusCode":404,"message":"Not found"}'));
      const StaffRoutes = await exposedComponent<RemoteRoutesProps<StaffPageKey<'engage'>>>('./StaffRoutes');
      const { path, pattern, heading } = staffPages[page];
      renderInShell(<StaffRoutes page={page} />, { path, pattern });
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.queryByText(/Render failed/)).toBeNull();
    },
  );

  it.each(Object.entries(embeddableWidgets).filter(([, widget]) => widget.remote === 'engage'))(
    'renders the exposed %s widget another page embeds',
    async (_name, widget) => {
      const Widget = await exposedComponent<object>(`./${widget.module.split('/')[1]}`);
      renderInShell(<Widget />);
      expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
      expect(screen.queryByText(/Render failed/)).toBeNull();
    },
  );
});
