import { screen, within } from '@testing-library/react';
import { renderAt } from '@solar/shared-testing';
import CorporateGivingPage from './corporate-giving-page';

describe('CorporateGivingPage', () => {
  it('renders the heading and impact stats', () => {
    renderAt(<CorporateGivingPage />, { path: '/get-involved/corporate-giving' });
    expect(screen.getByRole('heading', { level: 1, name: 'Corporate Giving' })).toBeInTheDocument();
    expect(screen.getByText('Solar installations').nextElementSibling).toHaveTextContent('58');
    expect(screen.getByText('People served').nextElementSibling).toHaveTextContent('63,500+');
  });

  it('shows the three tiers with amounts and installations', () => {
    renderAt(<CorporateGivingPage />);
    const tier = (name: string) => screen.getByRole('article', { name });
    expect(tier('Climate Champion')).toHaveTextContent('$25,000+');
    expect(tier('Climate Champion')).toHaveTextContent('3-5 installations');
    expect(tier('Community Builder')).toHaveTextContent('$10,000 to $24,999');
    expect(tier('Community Builder')).toHaveTextContent('1-2 installations');
    expect(tier('Solar Supporter')).toHaveTextContent('$5,000 to $9,999');
    expect(tier('Solar Supporter')).toHaveTextContent('Partial funding');
    expect(within(tier('Solar Supporter')).getByText('Impact:')).toBeInTheDocument();
  });

  it('links its calls to action to the contact page with fitting subjects', () => {
    renderAt(<CorporateGivingPage />);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Learn More about corporate giving')).toBe('/contact?subject=Corporate%20giving%20enquiry');
    expect(href('Schedule Partnership Discussion')).toBe('/contact?subject=Partnership%20discussion');
    expect(href('Download Partnership Guide')).toBe('/contact?subject=Partnership%20guide%20request');
    expect(href('Discuss Climate Champion')).toBe('/contact?subject=Climate%20Champion%20partnership');
    expect(screen.getByRole('heading', { name: 'Why partner with us' })).toBeInTheDocument();
  });
});
