import { screen, within } from '@testing-library/react';
import { renderAt } from '@solar/shared-testing';
import DonatePage from './donate-page';
import { impactFor } from './donation-impact';

describe('DonatePage', () => {
  it('renders the heading, the PayPal banner and the bank-transfer contacts', () => {
    renderAt(<DonatePage />, { path: '/donate' });
    expect(screen.getByRole('heading', { level: 1, name: 'Donate' })).toBeInTheDocument();
    const banner = screen.getByRole('complementary', { name: 'PayPal Configuration in Progress' });
    expect(within(banner).getByRole('link', { name: 'donations@fromsuntosanctuary.org' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:donations@fromsuntosanctuary.org'),
    );
    expect(within(banner).getByRole('link', { name: '+44 121 496 0123' })).toHaveAttribute('href', 'tel:+441214960123');
  });

  it('shows every preset with its impact, £25 marked Popular', () => {
    renderAt(<DonatePage />);
    for (const amount of ['£25', '£50', '£100', '£200', '£500', '£3,000']) {
      expect(screen.getByText(amount, { selector: '.amount' })).toBeInTheDocument();
    }
    const popular = screen.getByRole('article', { name: /£25:/ });
    expect(within(popular).getByText('Popular')).toBeInTheDocument();
    expect(within(popular).getByText('Powers a classroom for one day')).toBeInTheDocument();
    expect(screen.getByText('Installs a complete solar system')).toBeInTheDocument();
  });

  it('explains giving once or monthly and links to arrange a bank transfer', () => {
    renderAt(<DonatePage />);
    expect(screen.getByRole('heading', { name: 'One-off gift' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Monthly gift' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Arrange a bank transfer' })).toHaveAttribute(
      'href',
      '/contact?subject=Donation%20by%20bank%20transfer',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('impactFor', () => {
  it('picks the largest threshold the amount reaches', () => {
    expect(impactFor(25).threshold).toBe(25);
    expect(impactFor(49.99).threshold).toBe(25);
    expect(impactFor(50).threshold).toBe(50);
    expect(impactFor(199).threshold).toBe(100);
    expect(impactFor(200).headline).toBe('Cools an orphanage for a year');
    expect(impactFor(2999).threshold).toBe(500);
    expect(impactFor(10000).threshold).toBe(3000);
    expect(impactFor(5).threshold).toBe(0);
  });
});
