import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from '@solar/shared-routing';
import { loadFromServer } from './load-from-server';
import { NotFoundRoute } from './not-found-route';

// jsdom cannot leave the page (its window.location cannot be stubbed): the module that loads one is replaced.
jest.mock('./load-from-server', () => ({ loadFromServer: jest.fn() }));
const load = jest.mocked(loadFromServer);

const LATER_PAGE = '/projects/3/supporters';

/** A tab whose document was served for `servedPath`, now at `at`, whose router does not know LATER_PAGE. */
function Tab({ servedPath, at }: { servedPath: string; at: string }) {
  return (
    <StrictMode>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/donate" element={<Link to={`${LATER_PAGE}?from=list#figures`}>Who gave</Link>} />
          <Route path="*" element={<NotFoundRoute servedPath={servedPath} />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>
  );
}

describe('an address the router does not know (decision 083)', () => {
  beforeEach(() => load.mockClear());

  it('is loaded from the server once when it is not the address the document was served for', async () => {
    const { rerender } = render(<Tab servedPath="/donate" at="/donate" />);
    await userEvent.click(screen.getByRole('link', { name: 'Who gave' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).not.toBeInTheDocument();
    rerender(<Tab servedPath="/donate" at="/donate" />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows the not-found page, and loads nothing, in the server's own not-found document for that address", () => {
    render(<Tab servedPath={LATER_PAGE} at={LATER_PAGE} />);
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('404 Page Not Found | From Sun to Sanctuary');
    expect(load).not.toHaveBeenCalled();
  });
});
