import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectResponse } from '@solar/shared-contracts';
import { renderAt } from '@solar/shared-testing';
import ProjectDonatePage from './project-donate-page';

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

function respond(status: number, body: string) {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 404 ? 'Not Found' : 'OK',
    text: () => Promise.resolve(body),
    json: () => Promise.resolve(JSON.parse(body)),
  } as unknown as Response);
}

const fetchMock = jest.fn();

function renderProject(id: string) {
  return renderAt(<ProjectDonatePage />, { path: `/projects/${id}/donate`, pattern: '/projects/:id/donate' });
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('ProjectDonatePage', () => {
  it('shows a spinner while the project loads', () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    renderProject('2');
    expect(screen.getByRole('status')).toHaveTextContent('Loading project');
    expect(fetchMock).toHaveBeenCalledWith('/api/projects/2', expect.objectContaining({ credentials: 'include' }));
  });

  it('shows the project summary and the donate panel when found', async () => {
    fetchMock.mockReturnValue(respond(200, JSON.stringify(project)));
    renderProject('2');
    expect(await screen.findByRole('heading', { level: 1, name: project.title })).toBeInTheDocument();
    expect(screen.getByText('Rural Punjab, Pakistan')).toBeInTheDocument();
    expect(screen.getAllByText('Educational Institution').length).toBeGreaterThan(0);
    expect(screen.getByText('£5,500')).toBeInTheDocument();
    expect(screen.getByText(/raised of £25,000/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: `${project.title} funding` })).toHaveAttribute('aria-valuenow', '22');
    expect(screen.getByText('450')).toBeInTheDocument();
    expect(screen.getByText('12.5 kW')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Support this project' })).toBeInTheDocument();
  });

  it('reads decimal amounts sent as strings', async () => {
    fetchMock.mockReturnValue(
      respond(200, JSON.stringify({ ...project, raisedAmount: '5500.00', targetAmount: '25000.00', capacity: '12.50' })),
    );
    renderProject('2');
    expect(await screen.findByText('£5,500')).toBeInTheDocument();
    expect(screen.getByText('12.5 kW')).toBeInTheDocument();
  });

  it('shows "Project Not Found" on a 404', async () => {
    fetchMock.mockReturnValue(respond(404, '{"statusCode":404,"message":"Project not found"}'));
    renderProject('99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/get-involved/sponsor-a-project');
  });

  it('shows "Project Not Found" when the request fails', async () => {
    fetchMock.mockReturnValue(respond(500, ''));
    renderProject('1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Not Found' })).toBeInTheDocument();
  });

  it('shows "Project Not Found" for an invalid id without calling the API', () => {
    renderProject('abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('donate panel amounts', () => {
  async function renderFound() {
    fetchMock.mockReturnValue(respond(200, JSON.stringify(project)));
    renderProject('2');
    await screen.findByRole('heading', { name: 'Support this project' });
    return userEvent.setup();
  }

  const custom = () => screen.getByLabelText('Or enter your own amount');
  const preset = (name: string) => screen.getByRole('button', { name });

  it('defaults to £50 and offers the five presets', async () => {
    await renderFound();
    for (const name of ['£25', '£50', '£100', '£200', '£500']) expect(preset(name)).toBeInTheDocument();
    expect(preset('£50')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Donate £50' })).toBeEnabled();
    expect(custom()).toHaveAttribute('min', '1');
    expect(custom()).toHaveAttribute('step', '0.01');
  });

  it('uses a typed positive custom amount, and a preset click clears it', async () => {
    const user = await renderFound();
    await user.type(custom(), '75.5');
    expect(screen.getByRole('button', { name: 'Donate £75.50' })).toBeEnabled();
    expect(preset('£50')).toHaveAttribute('aria-pressed', 'false');

    await user.click(preset('£200'));
    expect(custom()).toHaveValue(null);
    expect(preset('£200')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Donate £200' })).toBeEnabled();
  });

  it('disables Donate when the amount is zero or less', async () => {
    const user = await renderFound();
    await user.type(custom(), '0');
    expect(screen.getByRole('button', { name: 'Donate' })).toBeDisabled();
    await user.clear(custom());
    expect(screen.getByRole('button', { name: 'Donate £50' })).toBeEnabled();
  });

  it('reveals the payment notice with the bank-transfer alternative', async () => {
    const user = await renderFound();
    await user.click(preset('£100'));
    await user.click(screen.getByRole('button', { name: 'Donate £100' }));
    const notice = screen.getByRole('heading', { name: 'Online payment opens shortly' }).parentElement as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'donations@fromsuntosanctuary.org' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:donations@fromsuntosanctuary.org'),
    );
    expect(within(notice).getByRole('link', { name: 'Arrange a bank transfer' })).toHaveAttribute(
      'href',
      expect.stringContaining('/contact?subject='),
    );
  });
});
