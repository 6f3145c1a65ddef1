import { render, screen } from '@testing-library/react';
import AccessibilityPage from './accessibility-page';

describe('AccessibilityPage', () => {
  beforeEach(() => render(<AccessibilityPage />));

  it('states partial compliance with WCAG 2.2 AA and names what does not meet it', () => {
    expect(
      screen.getByText(/partially compliant with the Web Content Accessibility Guidelines version 2.2 AA/),
    ).toBeInTheDocument();
    expect(screen.getByText(/PayPal checkout window/)).toBeInTheDocument();
    expect(screen.getByText(/no separate audio-described version/)).toBeInTheDocument();
  });

  it('says how to report a problem, how soon we reply, the enforcement procedure and the review date', () => {
    expect(screen.getByRole('link', { name: 'support@fromsuntosanctuary.org' })).toHaveAttribute(
      'href',
      'mailto:support@fromsuntosanctuary.org?subject=Accessibility',
    );
    expect(screen.getByText(/within 10 working days/)).toBeInTheDocument();
    expect(screen.getByText(/Equality and Human Rights Commission \(EHRC\)/)).toBeInTheDocument();
    expect(
      screen.getByText('This statement was prepared on 27 November 2026. It was last reviewed on 27 November 2026.'),
    ).toBeInTheDocument();
  });
});
