import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SHOWN_EVENT, type Page } from '@solar/shared-contracts';
import { StaffListResults } from './staff-list-results';

type Row = { id: number; name: string };

const query = (state: Partial<{ isPending: boolean; isError: boolean; data: Page<Row> }>) => ({
  isPending: false,
  isError: false,
  refetch: jest.fn(),
  ...state,
});

const drawRows = (rows: readonly Row[]) => (
  <ul aria-label="Volunteers">
    {rows.map((row) => (
      <li key={row.id}>{row.name}</li>
    ))}
  </ul>
);

describe('StaffListResults', () => {
  it('says what is loading, and draws no rows or page links yet', () => {
    render(
      <StaffListResults
        query={query({ isPending: true })}
        what="the volunteers"
        reason=""
        pagesLabel="Volunteer pages"
        onPageChange={jest.fn()}
      >
        {drawRows}
      </StaffListResults>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the volunteers…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says why the list could not be read', () => {
    render(
      <StaffListResults
        query={query({ isError: true })}
        what="the volunteers"
        reason="Database unavailable"
        pagesLabel="Volunteer pages"
        onPageChange={jest.fn()}
      >
        {drawRows}
      </StaffListResults>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The volunteers could not be loaded: Database unavailable');
  });

  it('draws the page of rows with its page links, tells the shell the page is shown, and moves on', async () => {
    const shown = jest.fn();
    window.addEventListener(PAGE_SHOWN_EVENT, shown);
    const onPageChange = jest.fn();
    const data = {
      items: [
        { id: 1, name: 'Amina' },
        { id: 2, name: 'Bilal' },
      ],
      page: 1,
      pageSize: 2,
      total: 3,
    };
    render(
      <StaffListResults
        query={query({ data })}
        what="the volunteers"
        reason=""
        pagesLabel="Volunteer pages"
        onPageChange={onPageChange}
      >
        {drawRows}
      </StaffListResults>,
    );
    expect(screen.getByRole('list', { name: 'Volunteers' })).toHaveTextContent('AminaBilal');
    expect(screen.getByRole('navigation', { name: 'Volunteer pages' })).toHaveTextContent('Page 1 of 2 (3 results)');
    expect(shown).toHaveBeenCalledTimes(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    window.removeEventListener(PAGE_SHOWN_EVENT, shown);
  });
});
