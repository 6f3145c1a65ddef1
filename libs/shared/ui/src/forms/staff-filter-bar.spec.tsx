import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DAY_RANGE_ORDER_MESSAGE, StaffFilterBar } from './staff-filter-bar';

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

  it('adds a UK day range when asked, kept with the other values', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<StaffFilterBar dayRange values={{ q: '', from: '2026-03-29' }} onSubmit={onSubmit} />);
    expect(screen.getByLabelText('From (UK day)')).toHaveValue('2026-03-29');
    await user.type(screen.getByLabelText('To (UK day)'), '2026-10-25');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).toHaveBeenCalledWith({ q: '', from: '2026-03-29', to: '2026-10-25' });
  });

  it('names a "to" before "from" beside it, focuses it and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<StaffFilterBar dayRange values={{ q: '', from: '2026-10-25', to: '2026-03-29' }} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const to = screen.getByLabelText('To (UK day)');
    expect(to).toHaveFocus();
    expect(to).toHaveAccessibleDescription(DAY_RANGE_ORDER_MESSAGE);
  });

  it('has no date fields unless asked', () => {
    render(<StaffFilterBar values={{ q: '' }} onSubmit={jest.fn()} />);
    expect(screen.queryByLabelText('From (UK day)')).not.toBeInTheDocument();
  });
});
