import { render, screen } from '@testing-library/react';
import { StaffPageHeading } from './staff-page-heading';
import { StatusBadge } from './status-badge';

describe('StaffPageHeading', () => {
  it('is the page heading with its description and actions', () => {
    render(
      <StaffPageHeading
        title="Messages"
        description="What visitors sent us."
        actions={<button type="button">Export</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('What visitors sent us.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});

describe('StatusBadge', () => {
  it('states the status in words', () => {
    render(<StatusBadge label="Unread" tone="warning" />);
    expect(screen.getByText('Unread')).toBeVisible();
  });
});
