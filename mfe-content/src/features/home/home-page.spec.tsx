import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockReducedMotion } from '@solar/shared-testing';
import { NINE_ARTICLES, renderDrawn } from '../../testing/articles';
import HomePage from './home-page';

/** The home page as the server draws it: the articles the API lists, newest first. */
const renderAt = (element: Parameters<typeof renderDrawn>[0]) =>
  renderDrawn(element, { reads: { '/api/articles': { items: [...NINE_ARTICLES, { ...NINE_ARTICLES[0], id: 10 }] } } });

describe('HomePage', () => {
  beforeEach(() => mockReducedMotion(false));

  it('renders its sections in order with the spec ids', () => {
    const { container } = renderAt(<HomePage />);
    const ids = Array.from(container.querySelectorAll('section')).map((section) => section.id);
    expect(ids).toEqual(['home', 'about', 'projects', 'climate-goals', 'newsletter', 'stories', 'insights', 'contact']);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'From sun to sanctuary' })).toBeInTheDocument();
  });

  it('links Support Our Mission to /donate and shows the background video with its fallback text', () => {
    const { container } = renderAt(<HomePage />);
    expect(screen.getByRole('link', { name: 'Support Our Mission' })).toHaveAttribute('href', '/donate');
    const video = container.querySelector('#home video') as HTMLVideoElement;
    expect(video).toBeTruthy();
    expect(video.loop).toBe(true);
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
  });

  it('starts the background film only once the page has loaded and gone idle', async () => {
    jest.useFakeTimers();
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    try {
      const { container } = renderAt(<HomePage />);
      const video = container.querySelector('#home video') as HTMLVideoElement;
      expect(video.autoplay).toBe(false);
      expect(video.preload).toBe('none');
      expect(play).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(500));
      expect(play).toHaveBeenCalledTimes(1);
      expect(video.preload).toBe('auto');
    } finally {
      play.mockRestore();
      jest.useRealTimers();
    }
  });

  it('never plays the background film under reduced motion', async () => {
    mockReducedMotion(true);
    jest.useFakeTimers();
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    try {
      const { container } = renderAt(<HomePage />);
      await act(async () => jest.advanceTimersByTime(5000));
      expect((container.querySelector('#home video') as HTMLVideoElement).autoplay).toBe(false);
      expect(play).not.toHaveBeenCalled();
    } finally {
      play.mockRestore();
      pause.mockRestore();
      jest.useRealTimers();
    }
  });

  it('opens the impact video in a modal that Escape and the close button dismiss', async () => {
    renderAt(<HomePage />);
    fireEvent.click(screen.getByRole('button', { name: /Watch Our Impact/ }));
    const dialog = await screen.findByRole('dialog');
    const video = dialog.querySelector('video') as HTMLVideoElement;
    expect(video.controls).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
    expect(dialog).toHaveAccessibleName('Our impact: from sun to sanctuary');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const watch = screen.getByRole('button', { name: /Watch Our Impact/ });
    watch.focus();
    fireEvent.click(watch);
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Watch Our Impact/ })).toHaveFocus();
  });

  it('scrolls smoothly to the about section from the down arrow', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderAt(<HomePage />);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Scroll to About Us' })));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('about'));
  });

  it('shows the four priority projects with their figures and donate links', () => {
    renderAt(<HomePage />);
    const projects = within(document.getElementById('projects') as HTMLElement);
    const expected = [
      ['Orphanage Solar Initiative', '$35,000', '150 Children', 'Urgent'],
      ['Punjab Rural Schools Program', '$25,000', '450 Students', 'In Progress'],
      ['Community Religious Centres Network', '$50,000', '300 Families', 'Planning'],
      ['Remote Village Health Centres', '$15,000', '1000+ Patients', 'Planning'],
    ];
    expected.forEach(([title, goal, people, status], index) => {
      const card = projects.getByRole('heading', { name: title }).closest('article') as HTMLElement;
      expect(card).toHaveTextContent(goal);
      expect(card).toHaveTextContent(people);
      expect(card).toHaveTextContent(status);
      expect(within(card).getByRole('link', { name: /Support This Project/ })).toHaveAttribute(
        'href',
        `/projects/${index + 1}/donate`,
      );
    });
    expect(projects.getByText('$125,000')).toBeInTheDocument();
    expect(projects.getByText('1,900+')).toBeInTheDocument();
  });

  it('links to the climate goals page, shows the newsletter fallback and the closing banner', () => {
    renderAt(<HomePage />);
    expect(screen.getByRole('link', { name: 'Learn More About Our Climate Centres' })).toHaveAttribute(
      'href',
      '/about-us/un-climate-goals',
    );
    expect(
      within(document.getElementById('newsletter') as HTMLElement).getByRole('link', { name: 'contact page' }),
    ).toHaveAttribute('href', '/contact?subject=Newsletter%20sign-up');
    const banner = within(document.getElementById('contact') as HTMLElement);
    expect(banner.getByRole('link', { name: 'Donate Now' })).toHaveAttribute('href', '/donate');
    expect(banner.getByRole('link', { name: 'Volunteer With Us' })).toHaveAttribute('href', '/get-involved/volunteer');
    expect(document.getElementById('contact')).toHaveTextContent('$25 powers a classroom for one day');
    expect(document.getElementById('contact')).toHaveTextContent('$200 cools an orphanage for a year');
    expect(document.getElementById('contact')).toHaveTextContent('$3,000 installs a complete solar system');
  });

  it('shows two stories and the nine newest articles as cards, the first featured, each linking to its article', () => {
    renderAt(<HomePage />);
    expect(document.querySelectorAll('#stories blockquote')).toHaveLength(2);
    const insights = document.getElementById('insights') as HTMLElement;
    const cards = insights.querySelectorAll('article');
    expect(cards).toHaveLength(9);
    expect(cards[0]).toHaveTextContent('Featured');
    expect(cards[1]).not.toHaveTextContent('Featured');
    cards.forEach((card, index) => {
      expect(within(card as HTMLElement).getByRole('link')).toHaveAttribute('href', `/blogs/${index + 1}`);
    });
  });

  it('draws each project icon as inline SVG and shows the hero poster as an eager, high-priority image', () => {
    const { container } = renderAt(<HomePage />);
    const icons = Array.from(container.querySelectorAll('#projects svg[data-icon]')).map((icon) =>
      icon.getAttribute('data-icon'),
    );
    expect(icons).toEqual(['home', 'school', 'worship', 'clinic']);
    const poster = container.querySelector('#home img.hero-poster') as HTMLImageElement;
    expect(poster).toHaveAttribute('width', '1280');
    expect(poster).toHaveAttribute('height', '720');
    expect(poster).toHaveAttribute('loading', 'eager');
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    // Illustrations below the fold load lazily and keep their box with width and height.
    const lazy = Array.from(container.querySelectorAll('#projects img, #insights img'));
    expect(lazy.length).toBeGreaterThan(0);
    for (const img of lazy) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  });

  it('leaves the visible newsletter heading to the widget', () => {
    renderAt(<HomePage />);
    const heading = within(document.getElementById('newsletter') as HTMLElement).getByRole('heading', { level: 2 });
    expect(heading).toHaveClass('visually-hidden');
    expect(screen.queryByRole('heading', { name: 'Stay Connected', level: 2 })).not.toBeInTheDocument();
  });

  it('attributes the stories by first name and role only', () => {
    renderAt(<HomePage />);
    const captions = Array.from(document.querySelectorAll('#stories figcaption')).map(
      (caption) => caption.textContent ?? '',
    );
    expect(captions[0]).toMatch(/^Shazia, Head Teacher/);
    expect(captions[1]).toMatch(/^Abdi, Nurse in charge/);
  });
});
