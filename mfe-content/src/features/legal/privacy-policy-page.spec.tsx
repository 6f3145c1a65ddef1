import { screen, within } from '@testing-library/react';
import { renderAt } from '@solar/shared-testing';
import PrivacyPolicyPage from './privacy-policy-page';

describe('Privacy policy', () => {
  it('shows the date, each processing activity, rights, the ICO and the privacy contact', () => {
    renderAt(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated 28 November 2026')).toBeInTheDocument();
    for (const name of [
      'Newsletter sign-up',
      'Contact form and emails',
      'Volunteer applications',
      'Donations through PayPal',
      'Emails we send you',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getAllByText('Lawful basis')).toHaveLength(5);
    expect(screen.getAllByText('How long we keep it')).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent("Information Commissioner's Office");
    expect(screen.getAllByRole('link', { name: 'privacy@fromsuntosanctuary.org' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@fromsuntosanctuary.org',
    );
  });

  it('lists every cookie with who sets it, why and for how long', () => {
    renderAt(<PrivacyPolicyPage />);
    const table = screen.getByRole('table', { name: /Cookies/ });
    expect(within(table).getByRole('rowheader', { name: 'solar_staff' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'solar_gave' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'PayPal cookies' })).toBeInTheDocument();
    expect(within(table).getByText(/65 seconds/)).toBeInTheDocument();
  });
});
