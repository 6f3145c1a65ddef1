import { render } from '@testing-library/react';
import { Grid } from './layout';

describe('Grid', () => {
  it('sizes its columns from `min` without writing `min` (no attribute of a div) into the HTML', () => {
    const { container } = render(<Grid min="300px">cards</Grid>);
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.hasAttribute('min')).toBe(false);
    expect(getComputedStyle(grid).gridTemplateColumns).toContain('min(300px, 100%)');
  });
});
