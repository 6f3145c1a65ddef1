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
        basis: 'charity-soft-opt-in' as const,
        sourcePage: '/projects/1/donate',
        noticeVersion: '2026-11-28',
      },
    ];
    for (const [index, { key, ...row }] of rows.entries()) {
      const saved = await subscribers.save(
        subscribers.create({
          ...row,
          consentGiven: true,
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
          basisRecordedAt: new Date(Date.UTC(2026, 0, 1 + index)),
        }),
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
      basis: 'consent',
      sourcePage: null,
      noticeVersion: null,
      basisRecordedAt: '2026-01-01T00:00:00.000Z',
      objectedAt: null,
      objectionChannel: null,
    });
    expect(idsOf((await get(`${path}?filter=active`).expect(200)).body)).toEqual([ids.formula, ids.amina]);
    expect(idsOf((await get(`${path}?filter=unsubscribed`).expect(200)).body)).toEqual([ids.gone]);
    expect(idsOf((await get(`${path}?q=KHAN`).expect(200)).body)).toEqual([ids.amina]);
    expect(idsOf((await get(`${path}?q=gone@`).expect(200)).body)).toEqual([ids.gone]);
    await get(`${path}?filter=bounced`).expect(400);
  });

  it('shows each address’s basis and filters by it: consent and the charity soft opt-in are separate lists', async () => {
    const soft = await get(`${path}?basis=charity-soft-opt-in`).expect(200);
    expect(idsOf(soft.body)).toEqual([ids.formula]);
    expect(soft.body.items[0]).toMatchObject({
      basis: 'charity-soft-opt-in',
      sourcePage: '/projects/1/donate',
      noticeVersion: '2026-11-28',
      basisRecordedAt: '2026-01-03T00:00:00.000Z',
    });
    expect(idsOf((await get(`${path}?basis=consent&filter=active`).expect(200)).body)).toEqual([ids.amina]);
    const refused = await get(`${path}?basis=legitimate-interest`).expect(400);
    expect(refused.body.message).toEqual(['basis must be one of: consent, charity-soft-opt-in']);
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
      '\uFEFFEmail,First name,Last name,Source,Consented at (UK time),Basis,Collected on page,Notice version,Basis recorded at (UK time)\r\n' +
        'amina@example.org,Amina,Khan,website,2026-01-01 00:00:00 +00:00,consent,,,2026-01-01 00:00:00 +00:00\r\n' +
        'formula@example.org,"\'=HYPERLINK(""http://evil.example"")","\'+Smith, Jr",donation,2026-01-03 00:00:00 +00:00,charity-soft-opt-in,/projects/1/donate,2026-11-28,2026-01-03 00:00:00 +00:00\r\n',
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
        before: { isActive: true, basis: 'consent' },
        after: { isActive: false, objectionChannel: 'email' },
      },
    ]);
    expect((await get(`${path}/export.csv`).expect(200)).text).not.toContain('amina@example.org');
    await unsubscribe(999999).expect(404);
  });

  it('records an objection received by phone or post: suppressed with its time and channel, audited without names', async () => {
    const object = (id: number, body: object) =>
      fromSite(t.http).post(`${path}/${id}/objection`).set('Cookie', cookie).send(body);
    await fromSite(t.http).post(`${path}/${ids.formula}/objection`).send({ channel: 'phone' }).expect(401);
    expect((await object(ids.formula, { channel: 'pigeon' }).expect(400)).body.message).toEqual([
      'channel must be one of: phone, post, email',
    ]);
    await object(ids.formula, {}).expect(400);
    const before = Date.now();
    const { body } = await object(ids.formula, { channel: 'phone' }).expect(200);
    expect(body).toMatchObject({ isActive: false, firstName: null, lastName: null, objectionChannel: 'phone' });
    expect(Date.parse(body.objectedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await object(ids.formula, { channel: 'post' }).expect(200)).body.objectionChannel).toBe('phone');
    const audit = await auditRowsOf(t, 'newsletter_subscriber', ids.formula);
    expect(audit).toEqual([
      {
        action: 'subscriber.unsubscribe',
        actorUsername: 'test-staff',
        before: { isActive: true, basis: 'charity-soft-opt-in' },
        after: { isActive: false, objectionChannel: 'phone' },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain('HYPERLINK');
    await object(999999, { channel: 'post' }).expect(404);
  });
});
