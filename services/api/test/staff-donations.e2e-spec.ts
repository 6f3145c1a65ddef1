import request from 'supertest';
import { countRows, driverName, startTestApp, type TestApp } from './test-app';
import { signInAs } from './support/staff-session';

type DonationRow = {
  projectId: number | null;
  donorName: string;
  donorEmail: string;
  amount: number;
  status: string;
  createdAt: string;
};

/** Written straight into the table with known times (UTC) so the date edges and monthly totals are exact. */
const donations: DonationRow[] = [
  {
    projectId: 1,
    donorName: 'Amina Khan',
    donorEmail: 'amina@example.org',
    amount: 25,
    status: 'completed',
    createdAt: '2026-01-01 00:00:00',
  },
  {
    projectId: 1,
    donorName: 'Bilal Ahmed',
    donorEmail: 'bilal@example.org',
    amount: 10.5,
    status: 'completed',
    createdAt: '2026-01-31 23:59:59',
  },
  {
    projectId: null,
    donorName: 'Cara Jones',
    donorEmail: 'cara@example.org',
    amount: 100,
    status: 'completed',
    createdAt: '2026-02-01 00:00:00',
  },
  {
    projectId: 2,
    donorName: '=HYPERLINK("http://evil.example")',
    donorEmail: 'dan@example.org',
    amount: 40,
    status: 'pending',
    createdAt: '2026-02-15 12:00:00',
  },
  {
    projectId: 2,
    donorName: 'Eve 100% Sure',
    donorEmail: 'eve_x@example.org',
    amount: 5,
    status: 'refunded',
    createdAt: '2026-03-01 08:00:00',
  },
  {
    projectId: 2,
    donorName: 'Farah "Fee", Ali',
    donorEmail: 'farah@example.org',
    amount: 60,
    status: 'completed',
    createdAt: '2026-03-10 10:00:00',
  },
];

async function insertDonations(t: TestApp, rows: DonationRow[]): Promise<void> {
  for (const [index, row] of rows.entries()) {
    await t.dataSource.query(
      'INSERT INTO donations (projectId, donorName, donorEmail, amount, currency, paypalOrderId, paypalPaymentId, paymentStatus, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        row.projectId,
        row.donorName,
        row.donorEmail,
        row.amount,
        'GBP',
        `ORDER-${index}`,
        row.status === 'pending' ? null : `CAPTURE-${index}`,
        row.status,
        row.createdAt,
      ],
    );
  }
}

describe(`staff donations and monthly gifts (${driverName})`, () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp();
    await insertDonations(t, donations);
    await t.dataSource.query(
      'INSERT INTO subscriptions (paypalSubscriptionId, projectId, donorEmail, donorName, amount, currency, frequency, status, nextBillingDate, lastPaymentDate, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        ...[
          'I-ACTIVE0001',
          1,
          'amina@example.org',
          'Amina Khan',
          10,
          'GBP',
          'monthly',
          'active',
          '2026-04-01 09:00:00',
          '2026-03-01 09:00:00',
          '2026-01-01 09:00:00',
        ],
        ...[
          'I-CANCEL0002',
          null,
          'bilal@example.org',
          'Bilal Ahmed',
          5.5,
          'GBP',
          'monthly',
          'cancelled',
          null,
          null,
          '2026-02-01 09:00:00',
        ],
      ],
    );
    ({ cookie } = await signInAs(t, 'staff'));
  });

  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string) => request(t.http).get(path).set('Cookie', cookie);
  const namesOf = async (query: string): Promise<string[]> => {
    const response = await get(`/api/staff/donations?${query}`).expect(200);
    return (response.body.items as { donorName: string }[]).map((item) => item.donorName);
  };

  describe('GET /api/staff/donations', () => {
    it('answers a page, newest first, with the project title, no-store', async () => {
      const response = await get('/api/staff/donations').expect(200).expect('Cache-Control', 'no-store');
      expect(response.body).toMatchObject({ page: 1, pageSize: 25, total: 6 });
      expect(response.body.items.map((item: { donorName: string }) => item.donorName)).toEqual(
        donations.map((row) => row.donorName).reverse(),
      );
      expect(response.body.items[0]).toEqual({
        id: expect.any(Number),
        amount: 60,
        currency: 'GBP',
        status: 'completed',
        projectId: 2,
        projectTitle: 'Punjab Rural Schools Program',
        donorName: 'Farah "Fee", Ali',
        donorEmail: 'farah@example.org',
        paypalOrderId: 'ORDER-5',
        paypalCaptureId: 'CAPTURE-5',
        createdAt: '2026-03-10T10:00:00.000Z',
      });
    });

    it('filters by status and by project, general meaning no project', async () => {
      expect(await namesOf('status=completed')).toEqual([
        'Farah "Fee", Ali',
        'Cara Jones',
        'Bilal Ahmed',
        'Amina Khan',
      ]);
      expect(await namesOf('projectId=general')).toEqual(['Cara Jones']);
      expect(await namesOf('projectId=2&status=pending')).toEqual(['=HYPERLINK("http://evil.example")']);
    });

    it('takes whole UK days, both ends included (winter: UK time is UTC)', async () => {
      expect(await namesOf('from=2026-01-31&to=2026-02-01')).toEqual(['Cara Jones', 'Bilal Ahmed']);
      expect(await namesOf('from=2026-02-01&to=2026-02-01')).toEqual(['Cara Jones']);
      expect(await namesOf('to=2026-01-31')).toEqual(['Bilal Ahmed', 'Amina Khan']);
      expect(await namesOf('from=2026-03-10')).toEqual(['Farah "Fee", Ali']);
      expect(await namesOf('from=2026-01-02&to=2026-01-30')).toEqual([]);
    });

    it('searches donor names and emails, case-insensitively, with % and _ matching themselves', async () => {
      expect(await namesOf('q=AMINA')).toEqual(['Amina Khan']);
      expect(await namesOf('q=bilal%40example')).toEqual(['Bilal Ahmed']);
      expect(await namesOf('q=100%25')).toEqual(['Eve 100% Sure']);
      expect(await namesOf('q=_x')).toEqual(['Eve 100% Sure']);
    });

    it('pages within bounds', async () => {
      const response = await get('/api/staff/donations?page=2&pageSize=2').expect(200);
      expect(response.body).toMatchObject({ page: 2, pageSize: 2, total: 6 });
      expect(response.body.items.map((item: { donorName: string }) => item.donorName)).toEqual([
        '=HYPERLINK("http://evil.example")',
        'Cara Jones',
      ]);
      expect((await get('/api/staff/donations?page=4&pageSize=2').expect(200)).body.items).toEqual([]);
      await get('/api/staff/donations?pageSize=100').expect(200);
    });

    it.each([
      ['page=0', 'page must be 1 or more'],
      ['pageSize=101', 'pageSize must be at most 100'],
      ['status=lost', 'status must be one of pending, completed, refunded, denied'],
      ['projectId=abc', 'projectId must be a project id or "general"'],
      ['projectId=0', 'projectId must be a project id or "general"'],
      ['from=2026-02-30', 'from must be a date written YYYY-MM-DD'],
      ['to=01/02/2026', 'to must be a date written YYYY-MM-DD'],
      ['from=2026-02-02&to=2026-02-01', 'to must be the same day as from or later'],
      ['sort=amount', 'property sort should not exist'],
    ])('refuses %s with 400', async (query, message) => {
      const response = await get(`/api/staff/donations?${query}`).expect(400);
      expect(response.body.message).toEqual(expect.arrayContaining([message]));
    });
  });

  describe('GET /api/staff/donations/totals', () => {
    it('sums completed gifts per project (general as null) and per month, in the database', async () => {
      const response = await get('/api/staff/donations/totals').expect(200).expect('Cache-Control', 'no-store');
      expect(response.body).toEqual({
        currency: 'GBP',
        byProject: expect.arrayContaining([
          { projectId: null, projectTitle: null, total: 100, count: 1 },
          { projectId: 1, projectTitle: 'Orphanage Solar Initiative', total: 35.5, count: 2 },
          { projectId: 2, projectTitle: 'Punjab Rural Schools Program', total: 60, count: 1 },
        ]),
        byMonth: [
          { month: '2026-01', total: 35.5, count: 2 },
          { month: '2026-02', total: 100, count: 1 },
          { month: '2026-03', total: 60, count: 1 },
        ],
      });
      expect(response.body.byProject).toHaveLength(3);
    });

    it('takes the same filters', async () => {
      const response = await get('/api/staff/donations/totals?projectId=1&to=2026-01-15').expect(200);
      expect(response.body.byProject).toEqual([
        { projectId: 1, projectTitle: 'Orphanage Solar Initiative', total: 25, count: 1 },
      ]);
      expect(response.body.byMonth).toEqual([{ month: '2026-01', total: 25, count: 1 }]);
      expect((await get('/api/staff/donations/totals?status=pending').expect(200)).body).toMatchObject({
        byProject: [],
        byMonth: [],
      });
    });
  });

  describe('GET /api/staff/donations/export.csv', () => {
    const csvOf = async (query: string) => {
      const response = await get(`/api/staff/donations/export.csv?${query}`)
        .expect(200)
        .expect('Content-Type', 'text/csv; charset=utf-8')
        .expect('Content-Disposition', 'attachment; filename="donations.csv"')
        .expect('X-Export-Row-Limit', '50000')
        .expect('Cache-Control', 'no-store');
      expect(response.text.startsWith('\uFEFF')).toBe(true);
      return response.text.slice(1).split('\r\n').filter(Boolean);
    };

    it('holds a header and every matching row, quoted where needed, paging ignored', async () => {
      const lines = await csvOf('status=completed&pageSize=1');
      expect(lines[0]).toBe(
        'id,createdAt (UK time),status,amount,currency,projectId,projectTitle,donorName,donorEmail,paypalOrderId,paypalCaptureId',
      );
      expect(lines).toHaveLength(5);
      expect(lines[1]).toMatch(
        /^\d+,2026-03-10 10:00:00 \+00:00,completed,60\.00,GBP,2,Punjab Rural Schools Program,"Farah ""Fee"", Ali",farah@example\.org,ORDER-5,CAPTURE-5$/,
      );
      expect(lines[4]).toMatch(
        /,2026-01-01 00:00:00 \+00:00,completed,25\.00,GBP,1,Orphanage Solar Initiative,Amina Khan,amina@example\.org,ORDER-0,CAPTURE-0$/,
      );
    });

    it('defuses cells a spreadsheet would run as a formula', async () => {
      const lines = await csvOf('status=pending');
      expect(lines[1]).toContain(`,"'=HYPERLINK(""http://evil.example"")",dan@example.org,ORDER-3,`);
    });

    it('refuses a bad filter with 400', async () => {
      await get('/api/staff/donations/export.csv?from=2026-02-02&to=2026-02-01').expect(400);
    });
  });

  describe('GET /api/staff/monthly-gifts', () => {
    it('lists monthly gifts newest first with the next billing date and last payment', async () => {
      const response = await get('/api/staff/monthly-gifts').expect(200).expect('Cache-Control', 'no-store');
      expect(response.body).toMatchObject({ page: 1, pageSize: 25, total: 2 });
      expect(response.body.items).toEqual([
        expect.objectContaining({
          paypalSubscriptionId: 'I-CANCEL0002',
          status: 'cancelled',
          projectId: null,
          projectTitle: null,
          nextBillingDate: null,
          lastPaymentDate: null,
        }),
        expect.objectContaining({
          paypalSubscriptionId: 'I-ACTIVE0001',
          amount: 10,
          awaitingApprovalAmount: null,
          currency: 'GBP',
          status: 'active',
          projectId: 1,
          projectTitle: 'Orphanage Solar Initiative',
          donorName: 'Amina Khan',
          donorEmail: 'amina@example.org',
          nextBillingDate: '2026-04-01T09:00:00.000Z',
          lastPaymentDate: '2026-03-01T09:00:00.000Z',
          createdAt: '2026-01-01T09:00:00.000Z',
        }),
      ]);
    });

    it('filters by status and donor', async () => {
      const ids = async (query: string) =>
        (
          (await get(`/api/staff/monthly-gifts?${query}`).expect(200)).body.items as { paypalSubscriptionId: string }[]
        ).map((gift) => gift.paypalSubscriptionId);
      expect(await ids('status=active')).toEqual(['I-ACTIVE0001']);
      expect(await ids('q=bilal')).toEqual(['I-CANCEL0002']);
      await get('/api/staff/monthly-gifts?status=paused').expect(400);
    });
  });

  it.each([
    '/api/staff/donations',
    '/api/staff/donations/totals',
    '/api/staff/donations/export.csv',
    '/api/staff/monthly-gifts',
  ])('answers 401 to %s without a session', async (path) => {
    await request(t.http).get(path).expect(401);
    await request(t.http).get(path).set('Cookie', 'solar_staff=not-a-session').expect(401);
  });

  it('refuses an export beyond 50,000 rows and says how to narrow it', async () => {
    const digits =
      '(SELECT 0 AS d UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8 UNION ALL SELECT 9)';
    await t.dataSource.query(
      `INSERT INTO donations (amount, currency, paymentStatus, createdAt)
       SELECT 1, 'GBP', 'completed', '2020-06-01 00:00:00' FROM ${digits} a CROSS JOIN ${digits} b CROSS JOIN ${digits} c CROSS JOIN ${digits} d CROSS JOIN ${digits} e
       WHERE a.d * 10000 + b.d * 1000 + c.d * 100 + d.d * 10 + e.d < 50001`,
    );
    expect(await countRows(t.dataSource, 'donations')).toBe(50_001 + donations.length);
    const refused = await get('/api/staff/donations/export.csv')
      .expect(400)
      .expect('Content-Type', /application\/json/);
    expect(refused.body.message).toMatch(/50,007 donations match; an export holds at most 50,000/);
    await get('/api/staff/donations/export.csv?from=2026-01-01').expect(200);
  });
});
