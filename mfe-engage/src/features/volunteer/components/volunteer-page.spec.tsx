import { screen, within } from '@testing-library/react';
import { renderEngage } from '../../../testing/render-engage';
import VolunteerPage from './volunteer-page';

describe('VolunteerPage', () => {
  it('renders the heading and the volunteering stats', () => {
    renderEngage(<VolunteerPage />, { path: '/get-involved/volunteer' });
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
    renderEngage(<VolunteerPage />);
    for (const title of ['Field Installation', 'Professional Skills', 'Community Outreach']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getAllByText('Commitment')).toHaveLength(3);
  });

  it('ends with the application form and a way to ask questions first', () => {
    renderEngage(<VolunteerPage />);
    const apply = screen.getByRole('region', { name: 'Apply to volunteer' });
    expect(within(apply).getByRole('form', { name: 'Apply to volunteer' })).toBeInTheDocument();
    expect(within(apply).getByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
    expect(within(apply).getByRole('link', { name: 'support@fromsuntosanctuary.org' })).toHaveAttribute(
      'href',
      'mailto:support@fromsuntosanctuary.org?subject=Volunteering',
    );
    expect(apply).toHaveTextContent('We reply within 24 hours.');
  });
});
