import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaffQueryState } from './staff-query-state';

const query = (state: Partial<{ isPending: boolean; isError: boolean }>, refetch = jest.fn()) => ({
  isPending: false,
  isError: false,
  refetch,
  ...state,
});

describe('StaffQueryState', () => {
  it('says what is loading, as a status', () => {
    render(<StaffQueryState query={query({ isPending: true })} what="the messages" reason="" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the messages…');
  });

  it('says why it could not be read, and tries again when asked', async () => {
    const refetch = jest.fn();
    render(
      <StaffQueryState query={query({ isError: true }, refetch)} what="the messages" reason="Database unavailable" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The messages could not be loaded: Database unavailable');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows nothing once the data is read', () => {
    const { container } = render(<StaffQueryState query={query({})} what="the messages" reason="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
