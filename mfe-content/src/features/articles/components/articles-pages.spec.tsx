import { act, screen } from '@testing-library/react';
import { useDocumentTitle } from '@solar/shared-ui';
import { articleResponse, NINE_ARTICLES, renderDrawn } from '../../../testing/articles';
import BlogArticlePage from './blog-article-page';
import BlogsPage from './blogs-page';

const LIST = { items: NINE_ARTICLES };

/** The API as the browser reaches it: each address answered with `answer(url)`, every call recorded. */
function mockFetch(answer: (url: string) => unknown = () => LIST): jest.Mock {
  const mock = jest.fn(async (input: unknown) => {
    const body = JSON.stringify(answer(String(input)));
    return { ok: true, status: 200, statusText: 'OK', text: async () => body };
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}
const article = (path: string) => ({ path, pattern: '/blogs/:id' });

afterEach(() => jest.restoreAllMocks());

describe('the blog, drawn from the API', () => {
  it('lists the published articles newest first, the first featured, without asking the API again', () => {
    const fetchSpy = mockFetch();
    renderDrawn(<BlogsPage />, { path: '/blogs', reads: { '/api/articles': LIST } });
    expect(screen.getByRole('heading', { level: 1, name: 'Climate Action Blog' })).toBeInTheDocument();
    const cards = document.querySelectorAll('#articles article');
    expect(cards).toHaveLength(9);
    expect(cards[0]).toHaveTextContent('Featured');
    expect(cards[0]).toHaveTextContent('Story 1 from a school in Punjab');
    expect(cards[1]).not.toHaveTextContent('Featured');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows one article: its header, cover with its size, the stored HTML body and a link back', () => {
    const html = '<h2>The cold chain</h2><p>Vaccines stay cold all night.</p>';
    renderDrawn(<BlogArticlePage />, {
      ...article('/blogs/4'),
      reads: { '/api/articles/4': articleResponse(4, html), '/api/articles': LIST },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Story 4 from a school in Punjab' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The cold chain' })).toBeInTheDocument();
    expect(screen.getByText('Vaccines stay cold all night.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to All Articles/ })[0]).toHaveAttribute('href', '/blogs');
    expect(screen.getByRole('link', { name: 'Story 5 from a school in Punjab' })).toHaveAttribute('href', '/blogs/5');
    const cover = screen.getByRole('img', { name: 'A classroom with a ceiling fan' });
    expect(cover).toHaveAttribute('width', '640');
    expect(cover).toHaveAttribute('height', '400');
    expect(document.title).toContain('Story 4 from a school in Punjab');
  });

  it("draws an uploaded cover from its renditions, with a srcset and the largest one's size", () => {
    const uploaded = {
      ...articleResponse(2),
      cover: {
        alt: 'Engineers on a roof in Hargeisa',
        width: 1200,
        height: 750,
        renditions: [
          { width: 400, height: 250, url: '/api/images/ab12-400.webp' },
          { width: 1200, height: 750, url: '/api/images/ab12-1200.webp' },
        ],
      },
    };
    renderDrawn(<BlogArticlePage />, {
      ...article('/blogs/2'),
      reads: { '/api/articles/2': uploaded, '/api/articles': LIST },
    });
    const cover = screen.getByRole('img', { name: 'Engineers on a roof in Hargeisa' });
    expect(cover).toHaveAttribute('src', '/api/images/ab12-1200.webp');
    expect(cover).toHaveAttribute('srcset', '/api/images/ab12-400.webp 400w, /api/images/ab12-1200.webp 1200w');
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '750');
  });

  it('keeps the article title when the shell sets the route title after the page mounts', async () => {
    function ShellRoute() {
      useDocumentTitle('Blog'); // the parent's effect runs after the page's own
      return <BlogArticlePage />;
    }
    renderDrawn(<ShellRoute />, {
      ...article('/blogs/7'),
      reads: { '/api/articles/7': articleResponse(7), '/api/articles': LIST },
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(document.title).toBe('Story 7 from a school in Punjab | From Sun to Sanctuary');
  });

  it('shows the list for an id the API has no published article under', () => {
    renderDrawn(<BlogArticlePage />, {
      ...article('/blogs/99'),
      reads: { '/api/articles/99': null, '/api/articles': LIST },
    });
    expect(screen.getByText(/could not find that article/)).toBeInTheDocument();
    expect(document.querySelectorAll('#articles article')).toHaveLength(9);
  });

  it.each(['abc', '1.5'])(
    'shows the list for an address that names no article (%s), asking only for the list',
    (id) => {
      renderDrawn(<BlogArticlePage />, { ...article(`/blogs/${id}`), reads: { '/api/articles': LIST } });
      expect(screen.getByText(/could not find that article/)).toBeInTheDocument();
    },
  );

  it('reads an article the page was not drawn with through the query client (a visit inside the site)', async () => {
    const fetchSpy = mockFetch((url) => (url === '/api/articles/3' ? articleResponse(3) : LIST));
    renderDrawn(<BlogArticlePage />, { ...article('/blogs/3'), reads: {} });
    expect(screen.getByRole('status')).toHaveTextContent('Loading article');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Story 3 from a school in Punjab' }),
    ).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith('/api/articles/3', expect.objectContaining({ credentials: 'include' }));
  });
});
