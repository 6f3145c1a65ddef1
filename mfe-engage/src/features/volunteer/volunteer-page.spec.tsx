import { screen, within } from '@testing-library/react';
import { renderAt } from '@solar/shared-testing';
import VolunteerPage from './volunteer-page';

describe('VolunteerPage', () => {
  it('renders the heading and the volunteering stats', () => {
    renderAt(<VolunteerPage />, { path: '/get-involved/volunteer' });
    expect(screen.getByRole('heading', { level: 1, name: 'Volunteer With Us' })).toBeInTheDocument();
    for (const [value, label] of [
      ['150+', 'Active volunteers'],
      ['25', 'Communities'],
      ['98%', 'Satisfaction'],
      ['500+', 'Hours monthly'],
    ]) {
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
  });

  it('describes the three opportunity types', () => {
    renderAt(<VolunteerPage />);
    for (const title of ['Field Installation', 'Professional Skills', 'Community Outreach']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getAllByText('Commitment')).toHaveLength(3);
  });

  it('explains the application, with the province list and a way to apply now', () => {
    renderAt(<VolunteerPage />);
    const apply = screen.getByRole('region', { name: 'Apply to volunteer' });
    expect(within(apply).getByText('Emergency contact')).toBeInTheDocument();
    expect(within(apply).getByText('Why you would like to volunteer with us')).toBeInTheDocument();
    const provinces = within(apply).getByRole('list', { name: 'Provinces' });
    expect(within(provinces).getAllByRole('listitem')).toHaveLength(7);
    expect(provinces).toHaveTextContent('Khyber Pakhtunkhwa (KPK)');
    expect(provinces).toHaveTextContent('Islamabad Capital Territory (ICT)');
    expect(within(apply).getByRole('link', { name: 'Start your application' })).toHaveAttribute(
      'href',
      '/contact?subject=Volunteer%20application',
    );
    expect(within(apply).getByRole('link', { name: 'support@fromsuntosanctuary.org' })).toHaveAttribute(
      'href',
      'mailto:support@fromsuntosanctuary.org?subject=Volunteer%20application',
    );
  });
});
