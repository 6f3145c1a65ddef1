import { MAX_PAGE_SIZE } from '@solar/shared-contracts';
import { Newsletter } from '../src/newsletter/newsletter.entity';
import { auditRowsOf } from './support/audit-rows';
import { signInAs } from './support/staff-session';
import { driverName, fromSite, startTestApp, type TestApp } from './test-app';

const path = '/api/staff/subscribers';

describe(`Staff: newsletter subscribers (${driverName})`, () => {
  let t: TestApp;
  let cookie: string;
  const ids = { amina: 0, gone: 0, formula: 0 };
  const get = (url: string) => fromSite(t.http).get(url).set('Cookie', cookie);
  const unsubscribe = (id: number | undefined) =>
    fromSite(t.http).post(`${path}/${id}/unsubscribe`).set('Cookie', cookie);
  const idsOf = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);

  beforeAll(async () => {
    t = await startTestApp();
    ({ cookie } = await signInAs(t, 'staff'));
    const subscribers = t.dataSource.getRepository(Newsletter);
    const rows = [
      {
        key: 'amina',
        email: 'amina@example.org',
        firstName: 'Amina',
        lastName: 'Khan',
        subscriptionSource: 'website',
        isActive: true,
      },
      {
        key: 'gone',
        email: 'gone@example.org',
        firstName: null,
        lastName: null,
        subscriptionSource: 'website',
        isActive: false,
      },
      {
        key: 'formula',
        email: 'formula@example.org',
        firstName: '=HYPERLINK("http://evil.example")',
        lastName: '+Smith, Jr',
        subscriptionSource: 'donation',
        isActive: true,
      },
    ];
    for (const [index, { key, ...row }] of rows.entries()) {
      const saved = await subscribers.save(
        subscribers.create({ ...row, consentGiven: true, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) }),
      );
      ids[key as keyof typeof ids] = saved.id;
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 without a session', async () => {
    await fromSite(t.http).get(path).expect(401);
    await fromSite(t.http).get(`${path}/export.csv`).expect(401);
    await fromSite(t.http).post(`${path}/${ids.amina}/unsubscribe`).expect(401);
  });

  it('lists subscribers newest first, never cached, filtered and searched', async () => {
    const all = await get(path).expect(200);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(idsOf(all.body)).toEqual([ids.formula, ids.gone, ids.amina]);
    expect(all.body.items[2]).toEqual({
      id: ids.amina,
      email: 'amina@example.org',
      firstName: 'Amina',
      lastName: 'Khan',
      isActive: true,
      subscriptionSource: 'website',
      consentGiven: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: expect.any(String),
    });
    expect(idsOf((await get(`${path}?filter=active`).expect(200)).body)).toEqual([ids.formula, ids.amina]);
    expect(idsOf((await get(`${path}?filter=unsubscribed`).expect(200)).body)).toEqual([ids.gone]);
    expect(idsOf((await get(`${path}?q=KHAN`).expect(200)).body)).toEqual([ids.amina]);
    expect(idsOf((await get(`${path}?q=gone@`).expect(200)).body)).toEqual([ids.gone]);
    await get(`${path}?filter=bounced`).expect(400);
  });

  it('pages, and refuses a page size over the maximum', async () => {
    expect((await get(`${path}?page=3&pageSize=1`).expect(200)).body).toMatchObject({
      page: 3,
      pageSize: 1,
      total: 3,
      items: [{ id: ids.amina }],
    });
    await get(`${path}?pageSize=${MAX_PAGE_SIZE + 1}`).expect(400);
  });

  it('exports the active subscribers as a CSV attachment, header first, formulas defused', async () => {
    const response = await get(`${path}/export.csv`).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toBe(
      '\uFEFFEmail,First name,Last name,Source,Consented at (UK time)\r\n' +
        'amina@example.org,Amina,Khan,website,2026-01-01 00:00:00 +00:00\r\n' +
        'formula@example.org,"\'=HYPERLINK(""http://evil.example"")","\'+Smith, Jr",donation,2026-01-03 00:00:00 +00:00\r\n',
    );
    expect(await auditRowsOf(t, 'newsletter_subscriber', null)).toEqual([
      { action: 'subscriber.export', actorUsername: 'test-staff', before: null, after: { rows: 2 } },
    ]);
  });

  it('unsubscribes on request (names erased, address kept; audited, only from the site); a second time changes nothing', async () => {
    await fromSite(t.http)
      .post(`${path}/${ids.amina}/unsubscribe`)
      .set('Origin', 'https://evil.example')
      .set('Cookie', cookie)
      .expect(403);
    expect((await unsubscribe(ids.amina).expect(200)).body).toMatchObject({
      id: ids.amina,
      email: 'amina@example.org',
      isActive: false,
      firstName: null,
      lastName: null,
    });
    expect((await unsubscribe(ids.amina).expect(200)).body).toMatchObject({ isActive: false });
    expect(await auditRowsOf(t, 'newsletter_subscriber', ids.amina)).toEqual([
      {
        action: 'subscriber.unsubscribe',
        actorUsername: 'test-staff',
        before: { isActive: true },
        after: { isActive: false },
      },
    ]);
    expect((await get(`${path}/export.csv`).expect(200)).text).not.toContain('amina@example.org');
    await unsubscribe(999999).expect(404);
  });
});
