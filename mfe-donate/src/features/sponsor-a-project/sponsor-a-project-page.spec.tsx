import { screen, within } from '@testing-library/react';
import { renderAt } from '@solar/shared-testing';
import SponsorAProjectPage from './sponsor-a-project-page';

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
