import { screen, waitFor, within } from '@testing-library/react';
import type { ProjectResponse } from '@solar/shared-contracts';
import { respond, respondJson } from '@solar/shared-testing';
import { renderDonate } from '../../testing/render-donate';
import SponsorAProjectPage from './sponsor-a-project-page';
import { SPONSORABLE_PROJECTS } from './sponsorable-projects';
import { withLiveFigures } from './use-sponsorable-projects';

const renderAt = (element: Parameters<typeof renderDonate>[0]) => renderDonate(element);

function serverProject(id: number, raisedAmount: number | string, targetAmount: number | string): ProjectResponse {
  return {
    id,
    title: `Project ${id}`,
    location: 'Pakistan',
    projectType: 'Solar',
    description: '',
    raisedAmount: raisedAmount as number,
    targetAmount: targetAmount as number,
    currency: 'GBP',
    livesImpacted: 0,
    capacity: 0,
    progressPercentage: 0,
  };
}

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  // Until a test says otherwise the list never arrives, so the static figures show.
  fetchMock.mockReturnValue(new Promise(() => undefined));
  global.fetch = fetchMock;
});

describe('SponsorAProjectPage', () => {
  it('renders the heading and the four projects with their figures', () => {
    renderAt(<SponsorAProjectPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sponsor a Project' })).toBeInTheDocument();

    const orphanage = screen.getByRole('article', { name: 'Orphanage Solar Initiative' });
    expect(within(orphanage).getByText('$8,500')).toBeInTheDocument();
    expect(within(orphanage).getByText(/of \$35,000/)).toBeInTheDocument();
    expect(within(orphanage).getByText('24% funded')).toBeInTheDocument();
    expect(within(orphanage).getByText('$26,500')).toBeInTheDocument();
    expect(within(orphanage).getByText('85')).toBeInTheDocument();
    expect(within(orphanage).getByText('6 months')).toBeInTheDocument();
    expect(within(orphanage).getByText('High urgency')).toBeInTheDocument();

    const health = screen.getByRole('article', { name: 'Remote Village Health Centres' });
    expect(within(health).getByText('Critical urgency')).toBeInTheDocument();
    expect(within(health).getByText('1,200')).toBeInTheDocument();

    const centres = screen.getByRole('article', { name: 'Community Religious Centres Network' });
    expect(within(centres).getByText('Medium urgency')).toBeInTheDocument();
    expect(within(centres).getByText('2,500')).toBeInTheDocument();
  });

  it('uses accessible progress bars', () => {
    renderAt(<SponsorAProjectPage />);
    const bar = screen.getByRole('progressbar', { name: 'Punjab Rural Schools Program funding' });
    expect(bar).toHaveAttribute('aria-valuenow', '22');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getAllByRole('progressbar')).toHaveLength(4);
  });

  it('links each project to its donate page using the home-page ids', () => {
    renderAt(<SponsorAProjectPage />);
    const href = (title: string) =>
      screen.getByRole('link', { name: `Sponsor This Project: ${title}` }).getAttribute('href');
    expect(href('Orphanage Solar Initiative')).toBe('/projects/1/donate');
    expect(href('Punjab Rural Schools Program')).toBe('/projects/2/donate');
    expect(href('Community Religious Centres Network')).toBe('/projects/3/donate');
    expect(href('Remote Village Health Centres')).toBe('/projects/4/donate');
  });

  it('shows sponsor benefits and the custom-project call to action', () => {
    renderAt(<SponsorAProjectPage />);
    expect(screen.getByRole('heading', { name: 'What sponsors receive' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discuss a custom project' })).toHaveAttribute(
      'href',
      '/contact?subject=Custom%20project%20sponsorship',
    );
  });
});

describe('SponsorAProjectPage live figures', () => {
  it('reads the raised and target figures from GET /api/projects, matched by id', async () => {
    fetchMock.mockReturnValue(
      respondJson(200, [
        serverProject(4, 6000, 15000),
        serverProject(1, '14000.00', '35000.00'),
        serverProject(2, 5500, 25000),
        serverProject(3, 12000, 50000),
      ]),
    );
    renderAt(<SponsorAProjectPage />);
    expect(fetchMock).toHaveBeenCalledWith('/api/projects', expect.objectContaining({ credentials: 'include' }));
    const orphanage = screen.getByRole('article', { name: 'Orphanage Solar Initiative' });
    expect(await within(orphanage).findByText('$14,000')).toBeInTheDocument();
    expect(within(orphanage).getByText('40% funded')).toBeInTheDocument();
    expect(within(orphanage).getByText('$21,000', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Orphanage Solar Initiative funding' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    const health = screen.getByRole('article', { name: 'Remote Village Health Centres' });
    expect(within(health).getByText('$6,000')).toBeInTheDocument();
    expect(within(health).getByText('40% funded')).toBeInTheDocument();
    expect(within(health).getByText('$9,000', { selector: 'dd' })).toBeInTheDocument();
    // The totals follow the live figures: 14,000 + 12,000 + 5,500 + 6,000.
    expect(screen.getByText('$37,500')).toBeInTheDocument();
  });

  it('keeps the static figures when the list fails', async () => {
    fetchMock.mockReturnValue(
      respond(500, '{"statusCode":500,"error":"Internal Server Error","message":"Database down"}'),
    );
    renderAt(<SponsorAProjectPage />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const orphanage = screen.getByRole('article', { name: 'Orphanage Solar Initiative' });
    expect(within(orphanage).getByText('$8,500')).toBeInTheDocument();
    expect(within(orphanage).getByText('24% funded')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('withLiveFigures', () => {
  it('takes figures by id and keeps static ones for missing projects or unusable targets', () => {
    const merged = withLiveFigures(SPONSORABLE_PROJECTS, [
      serverProject(1, 9000, 35000),
      serverProject(2, 100, 0),
      serverProject(3, 'abc', 50000),
    ]);
    expect(merged.map((project) => [project.id, project.raised, project.targetAmount])).toEqual([
      [1, 9000, 35000],
      [3, 12000, 50000],
      [2, 5500, 25000],
      [4, 3200, 15000],
    ]);
  });

  it('returns the static projects when there is no list', () => {
    expect(withLiveFigures(SPONSORABLE_PROJECTS, undefined)).toEqual(SPONSORABLE_PROJECTS);
  });
});
