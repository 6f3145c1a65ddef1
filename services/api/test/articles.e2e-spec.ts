import request from 'supertest';
import { ArticlesService as ArticlesServiceToken } from '../src/articles/articles.service';
import { Clock } from '../src/kit/clock';
import { driverName, startTestApp, type TestApp } from './test-app';

/** The nine launch articles, newest first, as the site has always listed them. */
const LAUNCH_TITLES = [
  'When the Classroom Becomes an Oven: Heat, Schools and Solar in Punjab',
  'Inside a Solar Installation: From Survey to Switch-On',
  'Keeping Girls in School When Temperatures Soar',
  'Sanctuaries for Everyone: How Mosques and Churches Became Cooling Centres',
  'Small Systems, Global Goals: Our Contribution to the SDGs',
  'Women Technicians Lighting the Way',
  'Cold Chains and Night Shifts: Solar Power at Remote Health Centres',
  'Young Climate Champions: Students Who Measure the Sun',
  'After the Floods: Building Back with Solar',
];

describe(`Public article reads (${driverName})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  it('list the nine launch articles newest first, with their dates, categories, covers and no text', async () => {
    const response = await request(t.http).get('/api/articles').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    const items = response.body.items as Record<string, unknown>[];
    expect(items.map((item) => item['title'])).toEqual(LAUNCH_TITLES);
    expect(items[0]).toMatchObject({
      id: 1,
      category: 'Climate Action',
      author: 'Ayesha Malik',
      publishedAt: '2025-05-20T09:00:00.000Z',
      readMinutes: 6,
      cover: { alt: '', illustration: 'school', width: 640, height: 400, renditions: [] },
    });
    expect(items[0]).not.toHaveProperty('html');
    expect(items[0]).not.toHaveProperty('content');
  });

  it('give one article with its body as HTML: paragraphs and section headings', async () => {
    const { body } = await request(t.http).get('/api/articles/1').expect(200);
    expect(body.title).toBe(LAUNCH_TITLES[0]);
    expect(body.html).toMatch(/^<p>In the summer of 2024 the provincial government of Punjab/);
    expect(body.html).toContain('<h2>A school day without power</h2>');
  });

  it('answer 404 JSON for an unknown id and 400 for one that is not a number', async () => {
    const missing = await request(t.http).get('/api/articles/999').expect(404);
    expect(missing.body).toMatchObject({ statusCode: 404, message: 'Article 999 was not found' });
    await request(t.http).get('/api/articles/abc').expect(400);
  });

  it('hide a draft, and a scheduled article until its time comes', async () => {
    const now = Date.now();
    await t.dataSource.query(
      `INSERT INTO blog_posts (title, excerpt, content, html, image, category, author, status, publishedAt)
       VALUES ('Draft', 'x', 'x', '<p>x</p>', '', 'Youth', 'A', 'draft', NULL),
              ('Later', 'x', 'x', '<p>x</p>', '', 'Youth', 'A', 'published', ?)`,
      [t.app.get(ArticlesServiceToken).storedInstant(now + 60_000)],
    );
    const ids: { id: number; title: string }[] = await t.dataSource.query(
      `SELECT id, title FROM blog_posts WHERE title IN ('Draft', 'Later') ORDER BY id`,
    );
    const [draft, later] = ids;
    const titles = async () =>
      ((await request(t.http).get('/api/articles').expect(200)).body.items as { title: string }[]).map((i) => i.title);
    expect(await titles()).not.toContain('Later');
    await request(t.http).get(`/api/articles/${draft?.id}`).expect(404);
    await request(t.http).get(`/api/articles/${later?.id}`).expect(404);

    const clock = jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now + 61_000);
    try {
      expect((await titles())[0]).toBe('Later');
      await request(t.http).get(`/api/articles/${later?.id}`).expect(200);
      await request(t.http).get(`/api/articles/${draft?.id}`).expect(404);
    } finally {
      clock.mockRestore();
    }
    await t.dataSource.query(`DELETE FROM blog_posts WHERE title IN ('Draft', 'Later')`);
  });
});
