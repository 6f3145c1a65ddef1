/**
 * The contract with the shell, checked by this remote's own tests: every module the shell asks this remote for
 * is exposed by its federation config, and the exposed `./Routes` and `./StaffRoutes` map exactly the pages the
 * page registry gives this remote and render each. The built manifest is checked by tools/delivery-proof.
 */
import { Component, type ComponentType, type ReactNode } from 'react';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import {
  exposedModulesOf,
  publicPageKeys,
  staffPageKeys,
  type ProjectResponse,
  type PublicPageKey,
  type RemoteRoutesProps,
  type StaffPageKey,
} from '@solar/shared-contracts';
import { fakeStaffApi, pageOf, renderAt, respondJson } from '@solar/shared-testing';
import rspackConfig from '../../rspack.config';
import { PAYPAL_SETUP, routeFetch } from '../testing/render-donate';
import { eligibleResponse, giftAidClaim, staffDeclaration } from '../testing/gift-aid-fixtures';
import { donationTotals, staffDonation, staffMonthlyGift, staffProject } from '../testing/staff-fixtures';

// Read the real rspack.config.ts without starting Rspack: the factories hand back the options they are given.
jest.mock('../../../tools/rspack/browser-app', () => ({
  browserAppConfig: (options: unknown) => ({ federation: options }),
}));
jest.mock('../../../tools/rspack/node-app', () => ({ nodeAppConfig: () => ({}) }));
jest.mock('../../../tools/rspack/prerender-app', () => ({ prerenderConfig: () => ({}) }));
jest.mock('@paypal/react-paypal-js', () => require('../testing/fake-paypal'));

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

const project: ProjectResponse = {
  id: 2,
  title: 'Punjab Rural Schools Program',
  location: 'Rural Punjab, Pakistan',
  projectType: 'Educational Institution',
  description: 'Solar-powered fans and lights keep rural schools open through the summer.',
  raisedAmount: 5500,
  targetAmount: 25000,
  currency: 'GBP',
  livesImpacted: 450,
  capacity: 12.5,
  progressPercentage: 22,
};

/** Where the shell mounts each page (the route table's path and pattern) and the h1 it must show. */
const pageUnderTest: Record<PublicPageKey<'donate'>, { path?: string; pattern?: string; heading: string }> = {
  donate: { heading: 'Donate' },
  'donate-manage': { path: '/donate/manage', heading: 'Manage your monthly gift' },
  'get-involved-donate': { heading: 'Taking you to our donation page' },
  'sponsor-a-project': { heading: 'Sponsor a Project' },
  'project-donate': { path: '/projects/2/donate', pattern: '/projects/:id/donate', heading: project.title },
};

// Rendering the first page loads the remote's lazy modules, which takes seconds on a busy machine.
jest.setTimeout(15_000);

describe('the federation contract with the shell', () => {
  it.each(exposedModulesOf('donate'))('exposes %s, which the shell loads', (name) => {
    expect(Object.keys(exposes)).toContain(name);
  });

  it.each([
    ['./Routes', publicPageKeys('donate')],
    ['./StaffRoutes', staffPageKeys('donate')],
  ])('%s maps exactly the pages the registry gives this remote', async (name, keys) => {
    const { pages } = (await import(join(projectRoot, exposes[name] ?? 'missing'))) as { pages: object };
    expect(Object.keys(pages).sort()).toEqual([...keys].sort());
  });

  describe('the exposed ./Routes', () => {
    let Routes: ComponentType<RemoteRoutesProps<PublicPageKey<'donate'>>>;

    beforeAll(async () => {
      Routes = (await import(join(projectRoot, exposes['./Routes'] ?? 'missing'))).default;
    });

    beforeEach(() => {
      global.fetch = routeFetch([
        { path: '/paypal/setup', reply: () => respondJson(200, PAYPAL_SETUP) },
        { path: '/api/projects', reply: () => respondJson(200, [project]) },
        { path: /^\/api\/projects\/\w+$/, reply: () => respondJson(200, project) },
      ]);
    });

    it.each(publicPageKeys('donate'))('renders the %s page with its one h1 and no render error', async (page) => {
      const { path, pattern, heading } = pageUnderTest[page];
      renderAt(
        <RenderErrorBoundary>
          <Routes page={page} />
        </RenderErrorBoundary>,
        { path, pattern },
      );
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.queryByText(/Render failed/)).toBeNull();
    });
  });

  describe('the exposed ./StaffRoutes', () => {
    let StaffRoutes: ComponentType<RemoteRoutesProps<StaffPageKey<'donate'>>>;

    /** Where the shell's console mounts each staff page and the h1 it must show. */
    const staffPageUnderTest: Record<StaffPageKey<'donate'>, { path?: string; pattern?: string; heading: string }> = {
      'staff-donations': { heading: 'Donations' },
      'staff-gift-messages': { path: '/staff/donations/messages', heading: 'Supporters’ names and messages' },
      'staff-monthly-gifts': { heading: 'Monthly gifts' },
      'staff-projects': { heading: 'Projects' },
      'staff-project': {
        path: '/staff/projects/1',
        pattern: '/staff/projects/:id',
        heading: 'Edit Orphanage Solar Initiative',
      },
      'staff-gift-aid': { path: '/staff/gift-aid', heading: 'Gift Aid declarations' },
      'staff-gift-aid-declaration': {
        path: '/staff/gift-aid/declarations/7',
        pattern: '/staff/gift-aid/declarations/:id',
        heading: 'Gift Aid declaration: Mrs Amina Khan-Smith',
      },
      'staff-gift-aid-claims': {
        path: '/staff/gift-aid/claims?from=2026-04-06&to=2026-11-23',
        pattern: '/staff/gift-aid/claims',
        heading: 'Gift Aid claims',
      },
    };

    beforeAll(async () => {
      StaffRoutes = (await import(join(projectRoot, exposes['./StaffRoutes'] ?? 'missing'))).default;
    });

    beforeEach(() => {
      fakeStaffApi({
        'GET /api/staff/projects/1': () => [200, staffProject()],
        'GET /api/staff/projects': () => [200, pageOf([staffProject()])],
        'GET /api/staff/donations/totals': () => [200, donationTotals()],
        'GET /api/staff/donations/messages': () => [200, pageOf([])],
        'GET /api/staff/donations': () => [200, pageOf([staffDonation()])],
        'GET /api/staff/monthly-gifts': () => [200, pageOf([staffMonthlyGift()])],
        'GET /api/staff/gift-aid/declarations/7': () => [200, staffDeclaration()],
        'GET /api/staff/gift-aid/declarations': () => [200, pageOf([staffDeclaration()])],
        'GET /api/staff/gift-aid/eligible': () => [200, eligibleResponse()],
        'GET /api/staff/gift-aid/claims': () => [200, pageOf([giftAidClaim()])],
      });
    });

    it.each(staffPageKeys('donate'))('renders the %s page with its one h1 and no render error', async (page) => {
      const { path, pattern, heading } = staffPageUnderTest[page];
      renderAt(
        <RenderErrorBoundary>
          <StaffRoutes page={page} />
        </RenderErrorBoundary>,
        { path, pattern },
      );
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.queryByText(/Render failed/)).toBeNull();
    });
  });
});
