import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@solar/shared-routing';
import { StaffTable, type StaffTableColumn } from './staff-table';

type Message = { id: number; subject: string; from: string };

const columns: StaffTableColumn<Message>[] = [
  { key: 'subject', header: 'Subject', cell: (row) => row.subject },
  { key: 'from', header: 'From', cell: (row) => row.from },
];

const rows: Message[] = [
  { id: 1, subject: 'Panels for our mosque', from: 'Amina Khan' },
  { id: 2, subject: 'School visit', from: 'Tom Reed' },
];

function renderTable(props: Partial<Parameters<typeof StaffTable<Message>>[0]> = {}) {
  return render(
    <MemoryRouter>
      <StaffTable caption="Contact messages" columns={columns} rows={rows} rowKey={(row) => row.id} {...props} />
    </MemoryRouter>,
  );
}

describe('StaffTable', () => {
  it('is a table named by its caption with column headers', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Contact messages' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Subject', 'From']);
    headers.forEach((header) => expect(header).toHaveAttribute('scope', 'col'));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('links each row to its detail page from the first cell', () => {
    renderTable({ rowHref: (row) => `/staff/messages/${row.id}` });
    expect(screen.getByRole('link', { name: 'Panels for our mosque' })).toHaveAttribute('href', '/staff/messages/1');
    expect(screen.getByRole('link', { name: 'School visit' })).toHaveAttribute('href', '/staff/messages/2');
    expect(screen.queryByRole('link', { name: 'Amina Khan' })).not.toBeInTheDocument();
  });

  it('says so when the list is empty', () => {
    renderTable({ rows: [], emptyMessage: 'No messages match.' });
    expect(screen.getByRole('status')).toHaveTextContent('No messages match.');
  });
});
