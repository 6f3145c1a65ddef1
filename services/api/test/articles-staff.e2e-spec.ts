import request from 'supertest';
import { ARTICLE_CONFLICT_MESSAGE, COVER_ALT_REQUIRED_MESSAGE } from '@solar/shared-contracts';
import { Clock } from '../src/kit/clock';
import { auditRowsOf } from './support/audit-rows';
import { signInAs } from './support/staff-session';
import { driverName, fromSite, startTestApp, type TestApp } from './test-app';

const draft = {
  title: 'Solar lights return to a flooded school in Sindh',
  excerpt: 'Three months after the water went down, the classrooms of a village school near Dadu are lit again.',
  category: 'Education',
  author: 'Sana Javed',
  content: 'The water reached the windows.\n\n## Back to school\n\nNow the **fans** turn again.',
};

describe(`Staff articles (${driverName})`, () => {
  let t: TestApp;
  let staff: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp();
    ({ cookie: staff } = await signInAs(t, 'staff'));
    ({ cookie: admin } = await signInAs(t, 'admin'));
  });

  afterAll(async () => {
    await t?.close();
  });

  const as = (cookie: string) => ({
    get: (path: string) => request(t.http).get(path).set('Cookie', cookie),
    post: (path: string, body: object) => fromSite(t.http).post(path).set('Cookie', cookie).send(body),
    put: (path: string, body: object) => fromSite(t.http).put(path).set('Cookie', cookie).send(body),
    delete: (path: string) => fromSite(t.http).delete(path).set('Cookie', cookie),
  });
  const publicTitles = async () =>
    ((await request(t.http).get('/api/articles').expect(200)).body.items as { title: string }[]).map((i) => i.title);

  it('refuse anyone signed out (401), and a change from another site (403)', async () => {
    await request(t.http).get('/api/staff/articles').expect(401);
    await request(t.http).get('/api/staff/articles/1').expect(401);
    await fromSite(t.http).post('/api/staff/articles').send(draft).expect(401);
    await fromSite(t.http)
      .put('/api/staff/articles/1')
      .send({ ...draft, version: 1 })
      .expect(401);
    await fromSite(t.http).post('/api/staff/articles/1/publish').send({ version: 1 }).expect(401);
    await fromSite(t.http).delete('/api/staff/articles/1?version=1').expect(401);
    await request(t.http).post('/api/staff/articles').set('Cookie', staff).send(draft).expect(403);
    await request(t.http).delete('/api/staff/articles/1?version=1').set('Cookie', staff).expect(403);
  });

  it('list the launch articles as published, no-store, and filter by status', async () => {
    const all = await as(staff).get('/api/staff/articles').expect(200).expect('Cache-Control', 'no-store');
    expect(all.body).toMatchObject({ page: 1, pageSize: 25, total: 9 });
    expect(all.body.items[0]).toMatchObject({ status: 'published', version: 1 });
    expect((await as(staff).get('/api/staff/articles?status=draft').expect(200)).body.total).toBe(0);
    expect((await as(staff).get('/api/staff/articles?status=published&q=floods').expect(200)).body).toMatchObject({
      total: 1,
      items: [{ id: 9, title: 'After the Floods: Building Back with Solar' }],
    });
    await as(staff).get('/api/staff/articles?status=secret').expect(400);
    // A read changes nothing, so it names no change key (decision 071).
    expect(all.headers['x-changed-keys']).toBeUndefined();
  });

  it('create a draft with its Markdown rendered, hidden from visitors, and audited', async () => {
    const created = await as(staff).post('/api/staff/articles', draft).expect(201);
    expect(created.body).toMatchObject({
      ...draft,
      status: 'draft',
      version: 1,
      publishedAt: null,
      cover: null,
      html: '<p>The water reached the windows.</p>\n<h2>Back to school</h2>\n<p>Now the <strong>fans</strong> turn again.</p>',
    });
    const id = created.body.id as number;
    await request(t.http).get(`/api/articles/${id}`).expect(404);
    expect(await publicTitles()).not.toContain(draft.title);
    expect((await as(staff).get('/api/staff/articles?status=draft').expect(200)).body.items[0]).toMatchObject({ id });
    const audit = await auditRowsOf(t, 'article', id);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'article.created', actorUsername: 'test-staff', before: null }),
    ]);
  });

  it('refuse fields that break their rules with field messages', async () => {
    const response = await as(staff)
      .post('/api/staff/articles', { ...draft, title: ' ', category: 'Gossip', coverImage: 'a'.repeat(20) })
      .expect(400);
    expect(response.body.fieldErrors).toMatchObject({
      title: ['Title is required'],
      category: [expect.stringContaining('Category must be one of')],
      coverAlt: [COVER_ALT_REQUIRED_MESSAGE],
    });
    const unknownCover = await as(staff)
      .post('/api/staff/articles', { ...draft, coverImage: 'a'.repeat(20), coverAlt: 'A classroom' })
      .expect(400);
    expect(unknownCover.body.fieldErrors).toEqual({ coverImage: ['The cover image was not found: upload it again'] });
    await as(staff)
      .post('/api/staff/articles', { ...draft, content: 'x'.repeat(15_001) })
      .expect(400);
  });

  it('refuse the second of two saves made from the same version (409), writing nothing', async () => {
    const { id, version } = (await as(staff).post('/api/staff/articles', draft).expect(201)).body;
    const first = await as(staff).put(`/api/staff/articles/${id}`, { ...draft, title: 'First editor', version });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(version + 1);
    const second = await as(admin).put(`/api/staff/articles/${id}`, { ...draft, title: 'Second editor', version });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ statusCode: 409, message: ARTICLE_CONFLICT_MESSAGE });
    expect((await as(staff).get(`/api/staff/articles/${id}`).expect(200)).body).toMatchObject({
      title: 'First editor',
      version: version + 1,
    });
    await as(admin).post(`/api/staff/articles/${id}/publish`, { version }).expect(409);
    await as(admin).delete(`/api/staff/articles/${id}?version=${version}`).expect(409);
    await as(staff)
      .put('/api/staff/articles/99999', { ...draft, version: 1 })
      .expect(404);
    await as(staff).put(`/api/staff/articles/${id}`, draft).expect(400);
  });

  it('let exactly one of many simultaneous saves of one version through', async () => {
    const { id, version } = (await as(staff).post('/api/staff/articles', draft).expect(201)).body;
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        as(staff).put(`/api/staff/articles/${id}`, { ...draft, title: `Editor ${n}`, version }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await as(staff).get(`/api/staff/articles/${id}`).expect(200)).body.version).toBe(version + 1);
  });

  it('publish now, unpublish and delete, each visible to visitors at once and audited', async () => {
    let article = (
      await as(staff)
        .post('/api/staff/articles', { ...draft, title: 'Published today' })
        .expect(201)
    ).body;
    const published = await as(staff)
      .post(`/api/staff/articles/${article.id}/publish`, { version: article.version })
      .expect(200);
    // The site's server drops its kept article pages on this header (decision 071).
    expect(published.headers['x-changed-keys']).toBe('articles');
    article = published.body;
    expect(article).toMatchObject({ status: 'published', version: 2 });
    expect((await publicTitles())[0]).toBe('Published today');
    const page = (await request(t.http).get(`/api/articles/${article.id}`).expect(200)).body;
    expect(page.html).toContain('<h2>Back to school</h2>');

    article = (
      await as(admin).post(`/api/staff/articles/${article.id}/unpublish`, { version: article.version }).expect(200)
    ).body;
    expect(article).toMatchObject({ status: 'draft', publishedAt: null, version: 3 });
    await request(t.http).get(`/api/articles/${article.id}`).expect(404);

    await as(admin).delete(`/api/staff/articles/${article.id}?version=${article.version}`).expect(204);
    await as(staff).get(`/api/staff/articles/${article.id}`).expect(404);
    expect((await auditRowsOf(t, 'article', article.id)).map((row) => [row.action, row.actorUsername])).toEqual([
      ['article.created', 'test-staff'],
      ['article.published', 'test-staff'],
      ['article.unpublished', 'test-admin'],
      ['article.deleted', 'test-admin'],
    ]);
  });

  it('schedule a time: hidden until it comes, then shown on its own; a time past is refused', async () => {
    let article = (
      await as(staff)
        .post('/api/staff/articles', { ...draft, title: 'Scheduled story' })
        .expect(201)
    ).body;
    const past = await as(staff)
      .post(`/api/staff/articles/${article.id}/schedule`, {
        version: article.version,
        publishAt: '2020-01-01T09:00:00Z',
      })
      .expect(400);
    expect(past.body.fieldErrors).toEqual({ publishAt: ['Choose a time in the future'] });
    const at = new Date(Date.now() + 60_000);
    at.setMilliseconds(0);
    article = (
      await as(staff)
        .post(`/api/staff/articles/${article.id}/schedule`, { version: article.version, publishAt: at.toISOString() })
        .expect(200)
    ).body;
    expect(article).toMatchObject({ status: 'scheduled', publishedAt: at.toISOString() });
    expect((await as(staff).get('/api/staff/articles?status=scheduled').expect(200)).body.items).toEqual([
      expect.objectContaining({ id: article.id }),
    ]);
    expect(await publicTitles()).not.toContain('Scheduled story');
    await request(t.http).get(`/api/articles/${article.id}`).expect(404);

    const clock = jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => at.getTime() + 1000);
    try {
      expect((await publicTitles())[0]).toBe('Scheduled story');
      await request(t.http).get(`/api/articles/${article.id}`).expect(200);
      expect((await as(staff).get(`/api/staff/articles/${article.id}`).expect(200)).body.status).toBe('published');
    } finally {
      clock.mockRestore();
    }
  });

  it('store Markdown attacks inert: script, onerror, javascript: and data: links, SVG with script', async () => {
    const content = [
      'Hello <script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '![pixel](https://tracker.example/p.png) ![svg](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+)',
      '<svg onload="alert(1)"><script>alert(1)</script></svg>',
      '[UN goals](https://sdgs.un.org/goals)',
    ].join('\n\n');
    let article = (
      await as(staff)
        .post('/api/staff/articles', { ...draft, title: 'Attacks', content })
        .expect(201)
    ).body;
    article = (
      await as(staff).post(`/api/staff/articles/${article.id}/publish`, { version: article.version }).expect(200)
    ).body;
    const { html } = (await request(t.http).get(`/api/articles/${article.id}`).expect(200)).body as { html: string };
    const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
    expect(tags.every((tag) => /^<(p|a|h2|strong)[\s>]/.test(tag))).toBe(true);
    expect(tags.join(' ')).not.toMatch(/\son\w+=|javascript:|data:|tracker\.example|<img|<svg|<script/i);
    expect(html).toContain('<a href="https://sdgs.un.org/goals" rel="noopener noreferrer">UN goals</a>');
    await as(staff).delete(`/api/staff/articles/${article.id}?version=${article.version}`).expect(204);
  });

  it('serve an Atom feed of every published article with absolute links', async () => {
    const response = await request(t.http).get('/api/articles/feed.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/atom\+xml/);
    const feed = response.text;
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(feed).toContain('<link rel="self" href="http://localhost:4200/blogs/feed.xml"/>');
    expect(feed).toContain('<link href="http://localhost:4200/blogs/9"/>');
    expect(feed).toContain('After the Floods: Building Back with Solar');
    expect(feed).not.toContain('Scheduled story');
    expect((feed.match(/<entry>/g) ?? []).length).toBeGreaterThanOrEqual(9);
  });
});
