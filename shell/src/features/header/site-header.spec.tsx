import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@solar/shared-routing';
import { navGroups } from '../../lib/nav-links';
import { SiteHeader } from './site-header';

function renderHeader(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader />
    </MemoryRouter>,
  );
}

function desktopNav() {
  return within(screen.getByRole('banner')).getAllByRole('navigation', { name: 'Main' })[0];
}

function trigger(name: string) {
  return within(desktopNav()).getByRole('button', { name });
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  jest.useRealTimers();
  scrollTo(0);
});

describe('SiteHeader desktop menus', () => {
  it('lists the five groups with the spec links', () => {
    renderHeader();
    expect(navGroups.map((group) => group.label)).toEqual([
      'About',
      'Our Work',
      'Get Involved',
      'Blogs',
      'Climate Action',
    ]);
    for (const group of navGroups) {
      const button = trigger(group.label);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      const hrefs = Array.from(panel?.querySelectorAll('a') ?? []).map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual(group.links.map((link) => link.to));
    }
  });

  it('opens on hover, stays 299 ms after the pointer leaves and closes at 300 ms', () => {
    jest.useFakeTimers();
    renderHeader();
    const about = trigger('About');
    const group = about.closest('li') as HTMLElement;

    fireEvent.pointerEnter(group);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(within(desktopNav()).getByRole('link', { name: 'Who We Are' })).toHaveAttribute(
      'href',
      '/about-us/who-we-are',
    );

    fireEvent.pointerLeave(group);
    act(() => jest.advanceTimersByTime(299));
    expect(about).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(within(desktopNav()).queryByRole('link', { name: 'Who We Are' })).not.toBeInTheDocument();
  });

  it('cancels the close when the pointer comes back within 300 ms', () => {
    jest.useFakeTimers();
    renderHeader();
    const about = trigger('About');
    const group = about.closest('li') as HTMLElement;
    fireEvent.pointerEnter(group);
    fireEvent.pointerLeave(group);
    act(() => jest.advanceTimersByTime(200));
    fireEvent.pointerEnter(group);
    act(() => jest.advanceTimersByTime(1000));
    expect(about).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps at most one menu open: opening another closes the first at once', () => {
    jest.useFakeTimers();
    renderHeader();
    const about = trigger('About');
    const work = trigger('Our Work');
    fireEvent.pointerEnter(about.closest('li') as HTMLElement);
    fireEvent.pointerLeave(about.closest('li') as HTMLElement);
    fireEvent.pointerEnter(work.closest('li') as HTMLElement);
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(work).toHaveAttribute('aria-expanded', 'true');
    expect(within(desktopNav()).getAllByRole('list', { hidden: false })).toHaveLength(2);
  });

  it('opens by keyboard, moves with Tab and closes on Escape with focus back on the trigger', async () => {
    const user = userEvent.setup();
    renderHeader();
    const about = trigger('About');

    about.focus();
    await user.keyboard('{Enter}');
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(desktopNav()).getByRole('link', { name: 'Who We Are' })).toHaveFocus();
    await user.tab();
    expect(within(desktopNav()).getByRole('link', { name: 'Our Story' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveFocus();

    await user.keyboard(' ');
    expect(about).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('ArrowDown opens a menu and focuses its first link', async () => {
    const user = userEvent.setup();
    renderHeader();
    const work = trigger('Our Work');
    work.focus();
    await user.keyboard('{ArrowDown}');
    expect(work).toHaveAttribute('aria-expanded', 'true');
    expect(within(desktopNav()).getByRole('link', { name: 'Focus Areas' })).toHaveFocus();
  });

  it('links Donate Now to /donate and the logo to /', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/donate');
    expect(screen.getByRole('link', { name: 'From Sun to Sanctuary' })).toHaveAttribute('href', '/');
  });
});

describe('SiteHeader mobile menu', () => {
  it('toggles a scrollable list of every group; choosing a link closes it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(panel).toBeVisible();
    const list = within(within(panel).getByRole('navigation', { name: 'Main' }));
    for (const group of navGroups) {
      expect(list.getByRole('heading', { name: group.label })).toBeInTheDocument();
      for (const link of group.links) {
        expect(list.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
      }
    }

    await user.click(within(panel).getByRole('link', { name: 'Volunteer' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(panel).not.toBeVisible();
  });

  it('sends the mobile Donate to /get-involved/donate while desktop Donate Now goes to /donate', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = document.getElementById('site-mobile-menu') as HTMLElement;
    // The Get Involved group lists the donate page itself; the menu's own Donate button comes last.
    const donateLinks = within(panel).getAllByRole('link', { name: 'Donate' });
    expect(donateLinks.map((link) => link.getAttribute('href'))).toEqual(['/donate', '/get-involved/donate']);
    expect(screen.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/donate');
  });
});

describe('SiteHeader scroll state', () => {
  it('flips data-scrolled once the page scrolls past 50 px', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => scrollTo(50));
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => scrollTo(51));
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => scrollTo(0));
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('marks the current page link with aria-current', () => {
    renderHeader('/our-work/regions');
    const work = trigger('Our Work');
    expect(work).toHaveAttribute('data-current', 'true');
    fireEvent.click(work);
    expect(within(desktopNav()).getByRole('link', { name: 'Regions' })).toHaveAttribute('aria-current', 'page');
  });
});
