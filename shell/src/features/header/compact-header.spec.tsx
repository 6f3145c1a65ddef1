import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@solar/shared-routing';
import { CompactHeader } from './compact-header';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

function renderCompact() {
  return render(
    <MemoryRouter initialEntries={['/donate']}>
      <CompactHeader />
    </MemoryRouter>,
  );
}

afterEach(() => scrollTo(0));

describe('CompactHeader', () => {
  it('collapses its five links behind a toggle; choosing one closes it', async () => {
    const user = userEvent.setup();
    renderCompact();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(list).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const hrefs = within(list)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Home', '/'],
      ['About', '/about-us/who-we-are'],
      ['Our Work', '/our-work/focus-areas'],
      ['Donate', '/donate'],
      ['Contact', '/#contact'],
    ]);
    expect(within(list).getByRole('link', { name: 'Donate' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(list).getByRole('link', { name: 'About' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('gains its shadow after 20 px of scroll', () => {
    renderCompact();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => scrollTo(20));
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => scrollTo(21));
    expect(header).toHaveAttribute('data-scrolled', 'true');
  });
});
