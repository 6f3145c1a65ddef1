import { MAX_PAGE_SIZE } from '@solar/shared-contracts';
import { ContactMessage } from '../src/contact/contact-message.entity';
import { auditRowsOf } from './support/audit-rows';
import { signInAs } from './support/staff-session';
import { driverName, fromSite, startTestApp, type TestApp } from './test-app';

const path = '/api/staff/messages';

describe(`Staff: contact messages (${driverName})`, () => {
  let t: TestApp;
  let cookie: string;
  const ids = { oldest: 0, middle: 0, newest: 0 };
  const get = (url: string) => fromSite(t.http).get(url).set('Cookie', cookie);
  const idsOf = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);

  beforeAll(async () => {
    t = await startTestApp();
    ({ cookie } = await signInAs(t, 'staff'));
    const messages = t.dataSource.getRepository(ContactMessage);
    const rows = [
      {
        key: 'oldest',
        name: 'Amina Khan',
        email: 'amina@example.org',
        subject: 'School partnership',
        message: 'Solar for our school',
        isRead: true,
      },
      {
        key: 'middle',
        name: 'Bilal Ahmed',
        email: 'bilal@example.org',
        subject: 'Mosque roof',
        message: 'Is 50%_off possible?',
        isRead: false,
      },
      {
        key: 'newest',
        name: 'Chidi Obi',
        email: 'chidi@example.org',
        subject: 'Press enquiry',
        message: 'An interview request',
        isRead: false,
      },
    ];
    for (const [index, { key, ...row }] of rows.entries()) {
      const saved = await messages.save(messages.create({ ...row, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) }));
      ids[key as keyof typeof ids] = saved.id;
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without a session, for every route', async () => {
    await fromSite(t.http).get(path).expect(401);
    await fromSite(t.http).get(`${path}/${ids.newest}`).expect(401);
    await fromSite(t.http).patch(`${path}/${ids.newest}`).send({ isRead: false }).expect(401);
  });

  it('lists every message newest first, as one page, never cached', async () => {
    const response = await get(path).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({ page: 1, pageSize: 25, total: 3 });
    expect(idsOf(response.body)).toEqual([ids.newest, ids.middle, ids.oldest]);
    expect(response.body.items[2]).toEqual({
      id: ids.oldest,
      name: 'Amina Khan',
      email: 'amina@example.org',
      subject: 'School partnership',
      message: 'Solar for our school',
      isRead: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('filters unread and read', async () => {
    expect(idsOf((await get(`${path}?filter=unread`).expect(200)).body)).toEqual([ids.newest, ids.middle]);
    expect(idsOf((await get(`${path}?filter=read`).expect(200)).body)).toEqual([ids.oldest]);
    await get(`${path}?filter=starred`).expect(400);
  });

  it('searches name, email, subject and message, ignoring case, with % and _ taken literally', async () => {
    expect(idsOf((await get(`${path}?q=AMINA`).expect(200)).body)).toEqual([ids.oldest]);
    expect(idsOf((await get(`${path}?q=chidi@`).expect(200)).body)).toEqual([ids.newest]);
    expect(idsOf((await get(`${path}?q=mosque`).expect(200)).body)).toEqual([ids.middle]);
    expect(idsOf((await get(`${path}?q=interview`).expect(200)).body)).toEqual([ids.newest]);
    expect(idsOf((await get(`${path}?q=${encodeURIComponent('50%_off')}`).expect(200)).body)).toEqual([ids.middle]);
    expect(idsOf((await get(`${path}?q=${encodeURIComponent('%')}`).expect(200)).body)).toEqual([ids.middle]);
    expect((await get(`${path}?q=nobody&filter=read`).expect(200)).body).toEqual({
      items: [],
      page: 1,
      pageSize: 25,
      total: 0,
    });
  });

  it('pages, and refuses a page or page size out of bounds', async () => {
    const second = await get(`${path}?page=2&pageSize=2`).expect(200);
    expect(second.body).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(idsOf(second.body)).toEqual([ids.oldest]);
    await get(`${path}?pageSize=${MAX_PAGE_SIZE}`).expect(200);
    await get(`${path}?pageSize=${MAX_PAGE_SIZE + 1}`).expect(400);
    await get(`${path}?page=0`).expect(400);
    await get(`${path}?q=${'x'.repeat(101)}`).expect(400);
  });

  it('opens a message and so marks it read, with one audit row however often it is opened', async () => {
    const opened = await get(`${path}/${ids.middle}`).expect(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.body).toMatchObject({ id: ids.middle, subject: 'Mosque roof', isRead: true });
    await get(`${path}/${ids.middle}`).expect(200);
    expect((await get(`${path}?filter=unread`).expect(200)).body.total).toBe(1);
    expect(await auditRowsOf(t, 'contact_message', ids.middle)).toEqual([
      { action: 'message.read', actorUsername: 'test-staff', before: { isRead: false }, after: { isRead: true } },
    ]);
  });

  it('marks a message unread again (audited), only from the site', async () => {
    await fromSite(t.http)
      .patch(`${path}/${ids.oldest}`)
      .set('Origin', 'https://evil.example')
      .set('Cookie', cookie)
      .send({ isRead: false })
      .expect(403);
    const response = await fromSite(t.http)
      .patch(`${path}/${ids.oldest}`)
      .set('Cookie', cookie)
      .send({ isRead: false })
      .expect(200);
    expect(response.body).toMatchObject({ id: ids.oldest, isRead: false });
    expect(await auditRowsOf(t, 'contact_message', ids.oldest)).toEqual([
      { action: 'message.unread', actorUsername: 'test-staff', before: { isRead: true }, after: { isRead: false } },
    ]);
    await fromSite(t.http).patch(`${path}/${ids.oldest}`).set('Cookie', cookie).send({ isRead: 'no' }).expect(400);
  });

  it('answers 404 for a message that does not exist and 400 for an id that cannot be one', async () => {
    await get(`${path}/999999`).expect(404);
    await get(`${path}/abc`).expect(400);
  });
});
