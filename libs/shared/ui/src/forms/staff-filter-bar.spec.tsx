import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffFilterBar } from './staff-filter-bar';

const statusFilter = {
  name: 'status',
  label: 'Status',
  options: [
    { value: '', label: 'Any status' },
    { value: 'pending', label: 'Pending' },
    { value: 'accepted', label: 'Accepted' },
  ],
};

describe('StaffFilterBar', () => {
  it('submits the search text and the selects when Enter is pressed in the search box', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <StaffFilterBar
        searchLabel="Search volunteers"
        filters={[statusFilter]}
        values={{ q: '', status: '' }}
        onSubmit={onSubmit}
      />,
    );

    expect(screen.getByRole('search')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'accepted');
    await user.type(screen.getByRole('searchbox', { name: 'Search volunteers' }), 'Leeds{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ q: 'Leeds', status: 'accepted' });
  });

  it('applies from its button and starts from the current values', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(
      <StaffFilterBar
        filters={[statusFilter]}
        values={{ q: 'roof', status: 'pending' }}
        onSubmit={onSubmit}
        submitLabel="Filter"
      />,
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('roof');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onSubmit).toHaveBeenCalledWith({ q: 'roof', status: 'pending' });
  });
});
