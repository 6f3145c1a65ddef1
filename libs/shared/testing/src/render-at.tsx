import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@solar/shared-routing';

/** Shows the current path and query so tests can see where navigation went. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

type RenderAtOptions = { path?: string; pattern?: string };

/** Renders `element` at `path` (matched by `pattern`, so params such as :id resolve) inside a memory router. */
export function renderAt(element: ReactElement, { path = '/', pattern = '*' }: RenderAtOptions = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
