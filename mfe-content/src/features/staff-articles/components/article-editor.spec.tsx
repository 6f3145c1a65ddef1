import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ARTICLE_CONFLICT_MESSAGE,
  COVER_ALT_REQUIRED_MESSAGE,
  tooManyImageUploadsMessage,
} from '@solar/shared-contracts';
import { MemoryRouter, Route, Routes } from '@solar/shared-routing';
import { ToastProvider } from '@solar/shared-ui';
import { fakeStaffApi } from '@solar/shared-testing';
import { ContentQueryProvider } from '../../../app/content-query-provider';
import { anArticle } from '../../../testing/staff-fixtures';
import ArticlePage from './article-page';
import NewArticlePage from './new-article-page';

jest.setTimeout(20_000);

function renderEditor(path = '/staff/articles/12') {
  return render(
    <ToastProvider>
      <ContentQueryProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/staff/articles/new" element={<NewArticlePage />} />
            <Route path="/staff/articles/:id" element={<ArticlePage />} />
            <Route path="/staff/articles" element={<p>The list of articles</p>} />
          </Routes>
        </MemoryRouter>
      </ContentQueryProvider>
    </ToastProvider>,
  );
}

const preview = () => within(screen.getByTestId('article-preview'));

describe('the article editor', () => {
  it('previews the Markdown as it is typed, with the public page’s body, and keeps attacks inert', async () => {
    const user = userEvent.setup();
    fakeStaffApi({ 'GET /api/staff/articles/12': () => [200, anArticle()] });
    const { container } = renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: anArticle().title })).toBeInTheDocument();
    expect(preview().getByRole('heading', { level: 2, name: 'Back to school' })).toBeInTheDocument();

    const body = screen.getByRole('textbox', { name: /^Body/ });
    await user.clear(body);
    await user.type(
      body,
      '## Tested{enter}{enter}<script>window.hacked = 1</script> [x](javascript:alert(1)) <img src=x onerror="alert(1)">',
    );
    expect(await preview().findByRole('heading', { level: 2, name: 'Tested' })).toBeInTheDocument();
    const drawn = screen.getByTestId('article-preview');
    expect(drawn.querySelector('script, img[onerror], a[href^="javascript"]')).toBeNull();
    expect(drawn).toHaveTextContent('<script>window.hacked = 1</script>');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(container.querySelectorAll('h1')).toHaveLength(1);
  });

  it('saves with the version it read, and shows the conflict message when someone else saved first', async () => {
    const user = userEvent.setup();
    const { requests } = fakeStaffApi({
      'GET /api/staff/articles/12': () => [200, anArticle()],
      'PUT /api/staff/articles/12': () => [
        409,
        { statusCode: 409, error: 'Conflict', message: ARTICLE_CONFLICT_MESSAGE },
      ],
    });
    renderEditor();
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'My better title');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(ARTICLE_CONFLICT_MESSAGE)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ title: 'My better title', version: 3 });
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('My better title');
  });

  it('checks the shared rules before sending anything, beside each field', async () => {
    const user = userEvent.setup();
    const { requests } = fakeStaffApi({});
    renderEditor('/staff/articles/new');
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a category')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it('uploads a cover, requires its alt text, then creates the draft and publishes it', async () => {
    const user = userEvent.setup();
    const renditions = [
      { width: 400, height: 267, url: '/api/images/0123456789abcdef0123-400.webp' },
      { width: 800, height: 533, url: '/api/images/0123456789abcdef0123-800.webp' },
    ];
    const created = anArticle({ coverImage: '0123456789abcdef0123', coverAlt: 'Pupils at their desks', version: 1 });
    const { requests } = fakeStaffApi({
      'POST /api/staff/article-images': () => [
        201,
        { image: '0123456789abcdef0123', width: 800, height: 533, renditions },
      ],
      'POST /api/staff/articles': () => [201, created],
      'POST /api/staff/articles/12/publish': () => [200, { ...created, status: 'published', version: 2 }],
      'GET /api/staff/articles/12': () => [200, { ...created, status: 'published', version: 2 }],
    });
    renderEditor('/staff/articles/new');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), created.title);
    await user.type(screen.getByRole('textbox', { name: /^Excerpt/ }), created.excerpt);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Category/ }), 'Education');
    await user.type(screen.getByRole('textbox', { name: /^Author/ }), created.author);
    await user.type(screen.getByRole('textbox', { name: /^Body/ }), 'The water reached the windows.');
    await user.upload(
      screen.getByLabelText(/^Cover image/),
      new File(['jpeg bytes'], 'roof.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByRole('img', { name: 'The cover image (no alt text yet)' })).toHaveAttribute(
      'src',
      renditions[1]?.url,
    );

    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText(COVER_ALT_REQUIRED_MESSAGE)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Alt text for the cover/ }), 'Pupils at their desks');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Published: visitors can read it now')).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/staff/article-images',
        'POST /api/staff/articles',
        'POST /api/staff/articles/12/publish',
      ]),
    );
    expect(requests.find((r) => r.url === '/api/staff/articles' && r.method === 'POST')?.body).toMatchObject({
      coverImage: '0123456789abcdef0123',
      coverAlt: 'Pupils at their desks',
      category: 'Education',
    });
    expect(requests.find((r) => r.url === '/api/staff/articles/12/publish')?.body).toEqual({ version: 1 });
  });

  it('shows why an upload was refused', async () => {
    const user = userEvent.setup();
    fakeStaffApi({
      'GET /api/staff/articles/12': () => [200, anArticle()],
      'POST /api/staff/article-images': () => [
        415,
        { statusCode: 415, error: 'Unsupported Media Type', message: 'This file is not a JPEG, PNG or WebP image.' },
      ],
    });
    renderEditor();
    await user.upload(
      await screen.findByLabelText(/^Cover image/),
      new File(['<html>'], 'fake.jpg', { type: 'image/jpeg' }),
    );
    expect(
      await screen.findByText('The image was not uploaded: This file is not a JPEG, PNG or WebP image.'),
    ).toBeInTheDocument();
  });

  it('says, in the alert region, when the upload limit is reached and when to try again', async () => {
    const user = userEvent.setup();
    const message = tooManyImageUploadsMessage(30, 240);
    fakeStaffApi({
      'GET /api/staff/articles/12': () => [200, anArticle()],
      'POST /api/staff/article-images': () => [429, { statusCode: 429, error: 'Too Many Requests', message }],
    });
    renderEditor();
    await user.upload(
      await screen.findByLabelText(/^Cover image/),
      new File(['jpeg bytes'], 'roof.jpg', { type: 'image/jpeg' }),
    );
    const shown = await screen.findByText(`The image was not uploaded: ${message}`);
    expect(message).toBe(
      'You have reached the limit of 30 image uploads in 10 minutes. Please try again in 4 minutes.',
    );
    expect(shown.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText(/^Cover image/)).toBeEnabled();
    expect(screen.queryByRole('img', { name: /cover image/ })).toBeNull();
  });

  it('schedules in UK time, and deletes only after confirming', async () => {
    const user = userEvent.setup();
    const { requests } = fakeStaffApi({
      'GET /api/staff/articles/12': () => [200, anArticle()],
      'POST /api/staff/articles/12/schedule': ({ body }) => [
        200,
        anArticle({ status: 'scheduled', publishedAt: (body as { publishAt: string }).publishAt, version: 4 }),
      ],
      'DELETE /api/staff/articles/12': () => [204],
    });
    renderEditor();
    const when = await screen.findByLabelText(/^Publish on \(UK time\)/);
    await user.type(when, '2099-07-01T09:30');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Scheduled: it goes live on 1 Jul 2099, 09:30 UK time')).toBeInTheDocument();
    expect(requests.find((r) => r.url.endsWith('/schedule'))?.body).toEqual({
      version: 3,
      publishAt: '2099-07-01T08:30:00.000Z',
    });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this article?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('The list of articles')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe('/api/staff/articles/12?version=4');
  });
});
