import { screen } from '@testing-library/react';
import { renderAt } from '@solar/shared-testing';
import PrivacyPolicyPage from './privacy-policy-page';

/**
 * The policy's periods come from the one module the retention pass reads (decision 076): with other periods there,
 * the page says those, so what it promises and what the pass deletes cannot drift apart.
 */
jest.mock('@solar/shared-contracts', () => ({
  ...jest.requireActual('@solar/shared-contracts'),
  RETENTION_PERIODS: {
    contactMessages: { count: 3, unit: 'year' },
    unsuccessfulVolunteerApplications: { count: 1, unit: 'month' },
    sentEmails: { count: 5, unit: 'month' },
    giftAidRecords: { count: 7, unit: 'year' },
  },
}));

describe('Privacy policy retention periods', () => {
  it('states each period as the shared retention module holds it', () => {
    renderAt(<PrivacyPolicyPage />);
    expect(screen.getByText(/^Up to 3 years after our last correspondence/)).toBeInTheDocument();
    expect(screen.getByText(/^Unsuccessful applications: 1 month after we decide\./)).toBeInTheDocument();
    expect(screen.getByText(/^5 months after it is sent, then deleted\./)).toBeInTheDocument();
    expect(
      screen.getByText(
        /kept for 7 years after the end of the accounting period \(ours ends on 31 March\) of the last gift it covers/,
      ),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('12 months');
    expect(document.body).not.toHaveTextContent('2 years after our last correspondence');
  });
});
