/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '@solar/shared-routing';
import { useListParams } from './use-list-params';

const filters = ['status'] as const;
const allowed = { status: ['new', 'done'] };

function setup(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: useListParams({ filters, allowed }), location: useLocation() }), { wrapper });
}

describe('useListParams', () => {
  it('reads page, search and filter from the address into the API query', () => {
    const { result } = setup('/list?page=3&q=Leeds&status=done');
    expect(result.current.list.page).toBe(3);
    expect(result.current.list.q).toBe('Leeds');
    expect(result.current.list.values).toEqual({ q: 'Leeds', status: 'done' });
    expect(result.current.list.query).toEqual({ page: 3, pageSize: 25, q: 'Leeds', status: 'done' });
  });

  it('reads a broken page as 1 and an unknown filter value as none', () => {
    const { result } = setup('/list?page=-2&status=lost');
    expect(result.current.list.page).toBe(1);
    expect(result.current.list.values.status).toBe('');
    expect(result.current.list.query).toEqual({ page: 1, pageSize: 25 });
  });

  it('applies new filters from page 1, dropping empty ones, and moves between pages', () => {
    const { result } = setup('/list?page=4&q=old');
    act(() => result.current.list.apply({ q: '  roof ', status: '' }));
    expect(result.current.location.search).toBe('?q=roof');
    act(() => result.current.list.goToPage(2));
    expect(result.current.location.search).toBe('?q=roof&page=2');
    act(() => result.current.list.goToPage(1));
    expect(result.current.location.search).toBe('?q=roof');
  });
});
