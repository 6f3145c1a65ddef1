import { render, screen } from '@testing-library/react';
import { CsvDownloadLink } from './csv-download-link';

describe('CsvDownloadLink', () => {
  it('is a download link to the CSV with the current filters, leaving out empty ones', () => {
    render(
      <CsvDownloadLink
        href="/api/staff/donations/export.csv"
        params={{ q: 'school fund', status: '', page: undefined }}
        fileName="donations.csv"
      />,
    );
    const link = screen.getByRole('link', { name: 'Download CSV' });
    expect(link).toHaveAttribute('href', '/api/staff/donations/export.csv?q=school+fund');
    expect(link).toHaveAttribute('download', 'donations.csv');
  });

  it('links to the bare URL without filters', () => {
    render(
      <CsvDownloadLink href="/api/staff/subscribers/export.csv" fileName="subscribers.csv">
        Download active subscribers
      </CsvDownloadLink>,
    );
    expect(screen.getByRole('link', { name: 'Download active subscribers' })).toHaveAttribute(
      'href',
      '/api/staff/subscribers/export.csv',
    );
  });
});
