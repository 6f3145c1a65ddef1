import { screen, within } from '@testing-library/react';
import { renderEngage } from '../../../testing/render-engage';
import ContactPage from './contact-page';

describe('ContactPage', () => {
  it('renders the heading, the form, the support email and the reply promise', () => {
    renderEngage(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@fromsuntosanctuary.org' })).toHaveAttribute(
      'href',
      'mailto:support@fromsuntosanctuary.org',
    );
    expect(screen.getByText(/We reply within 24 hours/)).toBeInTheDocument();
    expect(screen.queryByText(/on its way/)).not.toBeInTheDocument();
  });

  it('shows the UK office address', () => {
    renderEngage(<ContactPage />);
    const address = screen.getByText(/45 Church Street/).closest('address') as HTMLElement;
    expect(address).toHaveTextContent('Birmingham');
    expect(address).toHaveTextContent('B3 2RT');
    expect(screen.getByRole('link', { name: '+44 121 496 0123' })).toHaveAttribute('href', 'tel:+441214960123');
  });

  it('fills in the subject another page sent, also for the email link', () => {
    renderEngage(<ContactPage />, { path: '/contact?subject=Partnership%20guide%20request' });
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Partnership guide request');
    expect(screen.getByRole('link', { name: 'support@fromsuntosanctuary.org' })).toHaveAttribute(
      'href',
      'mailto:support@fromsuntosanctuary.org?subject=Partnership%20guide%20request',
    );
  });

  it('ignores a blank subject', () => {
    renderEngage(<ContactPage />, { path: '/contact?subject=%20%20' });
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
  });

  it('lists what to contact us about', () => {
    renderEngage(<ContactPage />);
    const topics = screen.getByRole('region', { name: 'What can we help with?' });
    for (const topic of ['Volunteering', 'Partnerships and corporate giving', 'Press and media', 'Donations']) {
      expect(within(topics).getByRole('heading', { name: topic })).toBeInTheDocument();
    }
    expect(within(topics).getByRole('link', { name: 'Email us about donations' })).toHaveAttribute(
      'href',
      'mailto:donations@fromsuntosanctuary.org?subject=Donation%20enquiry',
    );
    expect(within(topics).getByRole('link', { name: 'Volunteer opportunities' })).toHaveAttribute(
      'href',
      '/get-involved/volunteer',
    );
  });
});
