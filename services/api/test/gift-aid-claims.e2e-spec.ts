import {
  GIFT_AID_SCHEDULE_COLUMNS,
  giftAidSchedulePath,
  type GiftAidClaim,
  type GiftAidEligibleResponse,
} from '@solar/shared-contracts';
import { strFromU8, unzipSync } from 'fflate';
import request from 'supertest';
import { NOTHING_TO_CLAIM_MESSAGE } from '../src/gift-aid/claims/gift-aid-claims.service';
import { ukYear } from '../src/gift-aid/schedule/uk-time';
import { auditRowsOf } from './support/audit-rows';
import { signInAs } from './support/staff-session';
import { metricValue } from './support/metrics';
import { countRows, driverName, fromSite, startTestApp, type TestApp } from './test-app';

type Declaration = {
  title?: string;
  firstName: string;
  lastName: string;
  house?: string;
  postcode?: string;
  scope: 'this-gift' | 'enduring';
  declaredAt: string;
  cancelledAt?: string;
};
type Gift = {
  declarationId: number | null;
  amount: number;
  paidAt: string | null;
  status?: string;
  currency?: string;
  monthly?: boolean;
};

/** The UTF-8 byte-order mark (for Excel on Windows), then HMRC's column names. */
const HEADER = `\uFEFF${GIFT_AID_SCHEDULE_COLUMNS.join(',')}\r\n`;
const YEAR = ukYear(Date.now());

async function insertDeclaration(t: TestApp, d: Declaration): Promise<number> {
  await t.dataSource.query(
    'INSERT INTO gift_aid_declarations (title, firstName, lastName, houseNameOrNumber, postcode, donorEmail, scope, wordingVersion, declaredAt, cancelledAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [
      d.title ?? null,
      d.firstName,
      d.lastName,
      d.house ?? '1',
      d.postcode ?? 'B3 2RT',
      `${d.firstName.toLowerCase()}@example.org`,
      d.scope,
      '2026-11-23',
      Date.parse(d.declaredAt),
      d.cancelledAt ? Date.parse(d.cancelledAt) : null,
    ],
  );
  const rows: { id: number | string }[] = await t.dataSource.query('SELECT MAX(id) AS id FROM gift_aid_declarations');
  return Number(rows[0]?.id);
}

let payments = 0;
/** As the ledger and the webhooks leave them: completed with the payment's time, a monthly payment with its sale id. */
async function insertGift(t: TestApp, g: Gift): Promise<number> {
  payments += 1;
  await t.dataSource.query(
    'INSERT INTO donations (projectId, donorName, donorEmail, amount, currency, paypalOrderId, paypalPaymentId, paymentStatus, paymentMethod, paidAt, giftAidDeclarationId) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [
      null,
      'Donor',
      'donor@example.org',
      g.amount,
      g.currency ?? 'GBP',
      g.monthly ? null : `ORDER-${payments}`,
      `PAYMENT-${payments}`,
      g.status ?? 'completed',
      g.monthly ? 'paypal-subscription' : 'paypal',
      g.paidAt === null ? null : Date.parse(g.paidAt),
      g.declarationId,
    ],
  );
  const rows: { id: number | string }[] = await t.dataSource.query('SELECT MAX(id) AS id FROM donations');
  return Number(rows[0]?.id);
}

async function claimOf(t: TestApp, donationId: number): Promise<{ claimId: number | null; adjustedIn: number | null }> {
  const rows: { claimId: number | string | null; adjustedIn: number | string | null }[] = await t.dataSource.query(
    'SELECT giftAidClaimId AS claimId, giftAidAdjustedInClaimId AS adjustedIn FROM donations WHERE id = ?',
    [donationId],
  );
  const row = rows[0];
  return {
    claimId: row?.claimId == null ? null : Number(row.claimId),
    adjustedIn: row?.adjustedIn == null ? null : Number(row.adjustedIn),
  };
}

describe(`Gift Aid claims (${driverName})`, () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  const ids: Record<string, number> = {};
  const declarations: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    ({ cookie: admin } = await signInAs(t, 'admin'));
    ({ cookie: staff } = await signInAs(t, 'staff'));
    declarations['amina'] = await insertDeclaration(t, {
      title: 'Mrs',
      firstName: 'Amina',
      lastName: 'Smith-Jones',
      house: '12',
      postcode: 'B3 2RT',
      scope: 'enduring',
      declaredAt: '2026-04-01T10:00:00Z',
    });
    declarations['bob'] = await insertDeclaration(t, {
      firstName: 'Bob',
      lastName: 'Ward',
      house: 'Rose Cottage',
      postcode: 'M1 1AE',
      scope: 'this-gift',
      declaredAt: '2026-05-01T11:59:00Z',
    });
    declarations['cara'] = await insertDeclaration(t, {
      title: 'Ms',
      firstName: 'Cara',
      lastName: 'Jones',
      scope: 'enduring',
      declaredAt: '2026-04-01T10:00:00Z',
      cancelledAt: '2026-05-15T00:00:00Z',
    });
    declarations['chen'] = await insertDeclaration(t, {
      title: 'Mr',
      firstName: 'Chen',
      lastName: 'Li',
      house: '3a',
      postcode: 'LS1 4AP',
      scope: 'enduring',
      declaredAt: '2026-04-15T08:00:00Z',
    });
    // Made in June, and linked by staff to a gift of April: an enduring declaration covers the four years before it.
    declarations['erin'] = await insertDeclaration(t, {
      firstName: 'Erin',
      lastName: 'Moss',
      scope: 'enduring',
      declaredAt: '2026-06-01T10:00:00Z',
    });

    // 23:30 UTC on 5 April is 00:30 BST on 6 April: inside a period starting 6 April.
    ids['amina'] = await insertGift(t, {
      declarationId: declarations['amina'] ?? 0,
      amount: 50,
      paidAt: '2026-04-05T23:30:00Z',
    });
    ids['chen1'] = await insertGift(t, {
      declarationId: declarations['chen'] ?? 0,
      amount: 10,
      paidAt: '2026-04-15T09:00:00Z',
      monthly: true,
    });
    ids['erin'] = await insertGift(t, {
      declarationId: declarations['erin'] ?? 0,
      amount: 40,
      paidAt: '2026-04-20T09:00:00Z',
    });
    ids['bob'] = await insertGift(t, {
      declarationId: declarations['bob'] ?? 0,
      amount: 100,
      paidAt: '2026-05-01T12:00:00Z',
    });
    ids['cara'] = await insertGift(t, {
      declarationId: declarations['cara'] ?? 0,
      amount: 20,
      paidAt: '2026-05-10T09:00:00Z',
    });
    ids['chen2'] = await insertGift(t, {
      declarationId: declarations['chen'] ?? 0,
      amount: 10,
      paidAt: '2026-05-15T09:00:00Z',
      monthly: true,
    });
    ids['chen3'] = await insertGift(t, {
      declarationId: declarations['chen'] ?? 0,
      amount: 10,
      paidAt: '2026-06-15T09:00:00Z',
      monthly: true,
    });
    // Not eligible: after the declaration's cancellation, pending, in dollars, without a declaration, refunded, after the period (00:30 BST on 6 July).
    ids['caraLate'] = await insertGift(t, {
      declarationId: declarations['cara'] ?? 0,
      amount: 20,
      paidAt: '2026-05-20T09:00:00Z',
    });
    ids['pending'] = await insertGift(t, {
      declarationId: declarations['amina'] ?? 0,
      amount: 30,
      paidAt: null,
      status: 'pending',
    });
    ids['dollars'] = await insertGift(t, {
      declarationId: declarations['amina'] ?? 0,
      amount: 40,
      paidAt: '2026-05-02T09:00:00Z',
      currency: 'USD',
    });
    ids['undeclared'] = await insertGift(t, { declarationId: null, amount: 60, paidAt: '2026-05-02T09:00:00Z' });
    ids['refunded'] = await insertGift(t, {
      declarationId: declarations['amina'] ?? 0,
      amount: 15,
      paidAt: '2026-05-03T09:00:00Z',
      status: 'refunded',
    });
    ids['july'] = await insertGift(t, {
      declarationId: declarations['amina'] ?? 0,
      amount: 70,
      paidAt: '2026-07-05T23:30:00Z',
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string, cookie = admin) => request(t.http).get(path).set('Cookie', cookie);
  const claim = (body: object, cookie = admin) =>
    fromSite(t.http).post('/api/staff/gift-aid/claims').set('Cookie', cookie).send(body);
  const firstPeriod = { from: '2026-04-06', to: '2026-07-05' };

  describe('access', () => {
    it('answers 401 without a session', async () => {
      await request(t.http).get('/api/staff/gift-aid/eligible?from=2026-04-06&to=2026-07-05').expect(401);
      await request(t.http).get('/api/staff/gift-aid/claims').expect(401);
      await fromSite(t.http)
        .post('/api/staff/gift-aid/claims')
        .send({ ...firstPeriod, aggregateSmallGifts: false })
        .expect(401);
      await request(t.http)
        .get(giftAidSchedulePath(1, 1, 'csv'))
        .expect(401);
    });

    it('lets staff view but not claim or download: 403', async () => {
      await get('/api/staff/gift-aid/eligible?from=2026-04-06&to=2026-07-05', staff).expect(200);
      await get('/api/staff/gift-aid/claims', staff).expect(200);
      const refused = await claim({ ...firstPeriod, aggregateSmallGifts: false }, staff).expect(403);
      expect(refused.body).toMatchObject({ statusCode: 403 });
      await get(giftAidSchedulePath(1, 1, 'csv'), staff).expect(403);
      await get(giftAidSchedulePath(1, 1, 'ods'), staff).expect(403);
      expect(await countRows(t.dataSource, 'gift_aid_claims')).toBe(0);
    });
  });

  describe('validation', () => {
    it.each([
      ['from=2026-02-30&to=2026-03-01', 'from must be a date written YYYY-MM-DD'],
      ['from=2026-04-06', 'to must be a date written YYYY-MM-DD'],
      ['from=2026-04-06&to=2026-04-05', 'to must be the same day as from or later'],
      ['from=2022-04-06&to=2026-04-07', 'A claim covers at most 4 years: to must be 2026-04-06 or earlier'],
      ['from=2026-04-06&to=2026-04-06&page=1', 'property page should not exist'],
    ])('refuses eligible?%s with 400', async (query, message) => {
      const response = await get(`/api/staff/gift-aid/eligible?${query}`).expect(400);
      expect(response.body.message).toEqual(expect.arrayContaining([message]));
    });

    it('accepts a period of exactly four years and a day', async () => {
      await get('/api/staff/gift-aid/eligible?from=2022-04-06&to=2026-04-06').expect(200);
    });

    it.each([
      [{ ...firstPeriod }, 'aggregateSmallGifts must be true or false'],
      [{ ...firstPeriod, aggregateSmallGifts: 'yes' }, 'aggregateSmallGifts must be true or false'],
      [
        { ...firstPeriod, aggregateSmallGifts: true, aggregateDescription: 'x'.repeat(36) },
        'aggregateDescription must be at most 35 characters',
      ],
      [
        { ...firstPeriod, aggregateSmallGifts: true, aggregateDescription: '   ' },
        'aggregateDescription must not be blank',
      ],
      [
        { from: '2026-07-05', to: '2026-04-06', aggregateSmallGifts: false },
        'to must be the same day as from or later',
      ],
      [{ ...firstPeriod, aggregateSmallGifts: false, extra: 1 }, 'property extra should not exist'],
    ])('refuses the claim %j with 400 and claims nothing', async (body, message) => {
      const response = await claim(body).expect(400);
      expect(response.body.message).toEqual(expect.arrayContaining([message]));
      expect(await countRows(t.dataSource, 'gift_aid_claims')).toBe(0);
    });
  });

  describe('a first claim', () => {
    let created: GiftAidClaim;

    it('lists the eligible gifts of the period, each monthly payment on its own date', async () => {
      const response = await get('/api/staff/gift-aid/eligible?from=2026-04-06&to=2026-07-05', staff)
        .expect(200)
        .expect('Cache-Control', 'no-store');
      const body = response.body as GiftAidEligibleResponse;
      expect(body.donations.map((gift) => gift.donationId)).toEqual([
        ids['amina'],
        ids['chen1'],
        ids['erin'],
        ids['bob'],
        ids['cara'],
        ids['chen2'],
        ids['chen3'],
      ]);
      expect(body.donations[0]).toEqual({
        donationId: ids['amina'],
        declarationId: declarations['amina'],
        donorName: 'Mrs Amina Smith-Jones',
        amount: 50,
        giftAid: 12.5,
        paidAt: '2026-04-05T23:30:00.000Z',
        monthly: false,
      });
      expect(body.donations.filter((gift) => gift.monthly).map((gift) => gift.paidAt)).toEqual([
        '2026-04-15T09:00:00.000Z',
        '2026-05-15T09:00:00.000Z',
        '2026-06-15T09:00:00.000Z',
      ]);
      expect(body).toMatchObject({
        from: '2026-04-06',
        to: '2026-07-05',
        total: 240,
        giftAidTotal: 60,
        adjustments: [],
      });
    });

    it('claims them in one go (201), marking each gift with the claim, and audits it', async () => {
      const claims = () => metricValue('api_gift_aid_claims_total');
      const claimed = () => metricValue('api_gift_aid_claimed_donations_total');
      const [claimsBefore, claimedBefore] = [await claims(), await claimed()];
      const response = await claim({ ...firstPeriod, aggregateSmallGifts: false }).expect(201);
      created = response.body as GiftAidClaim;
      expect([(await claims()) - claimsBefore, (await claimed()) - claimedBefore]).toEqual([1, 7]);
      expect(created).toEqual({
        id: expect.any(Number),
        reference: `GA-${YEAR}-0001`,
        from: '2026-04-06',
        to: '2026-07-05',
        donationCount: 7,
        total: 240,
        giftAidTotal: 60,
        fileCount: 1,
        lineCount: 7,
        adjustmentCount: 0,
        adjustmentGiftAid: 0,
        createdAt: expect.any(String),
        createdBy: 'test-admin',
      });
      for (const key of ['amina', 'chen1', 'erin', 'bob', 'cara', 'chen2', 'chen3'])
        expect(await claimOf(t, ids[key] ?? 0)).toEqual({ claimId: created.id, adjustedIn: null });
      for (const key of ['caraLate', 'pending', 'dollars', 'undeclared', 'refunded', 'july'])
        expect((await claimOf(t, ids[key] ?? 0)).claimId).toBeNull();
      const audit = await auditRowsOf(t, 'gift-aid-claim', created.id);
      expect(audit).toEqual([
        expect.objectContaining({ action: 'gift-aid-claim.created', actorUsername: 'test-admin', before: null }),
      ]);
      expect(audit[0]?.after).toMatchObject({
        reference: `GA-${YEAR}-0001`,
        donationCount: 7,
        aggregateSmallGifts: false,
      });
      expect(JSON.stringify(audit[0]?.after)).not.toMatch(/Amina|Smith/);
    });

    it('downloads the schedule as CSV: one line per gift in UK dates, surname hyphen as a space, an attachment never cached', async () => {
      const response = await get(giftAidSchedulePath(created.id, 1, 'csv'))
        .expect(200)
        .expect('Content-Type', 'text/csv; charset=utf-8')
        .expect('Content-Disposition', `attachment; filename="GA-${YEAR}-0001-schedule-1.csv"`)
        .expect('Cache-Control', 'no-store');
      expect(response.text).toBe(
        HEADER +
          'Mrs,Amina,Smith Jones,12,B3 2RT,,,06/04/26,50.00\r\n' +
          'Mr,Chen,Li,3a,LS1 4AP,,,15/04/26,10.00\r\n' +
          ',Erin,Moss,1,B3 2RT,,,20/04/26,40.00\r\n' +
          ',Bob,Ward,Rose Cottage,M1 1AE,,,01/05/26,100.00\r\n' +
          'Ms,Cara,Jones,1,B3 2RT,,,10/05/26,20.00\r\n' +
          'Mr,Chen,Li,3a,LS1 4AP,,,15/05/26,10.00\r\n' +
          'Mr,Chen,Li,3a,LS1 4AP,,,15/06/26,10.00\r\n',
      );
    });

    it('downloads the same lines as an OpenDocument spreadsheet', async () => {
      const response = await get(giftAidSchedulePath(created.id, 1, 'ods'))
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200)
        .expect('Content-Type', 'application/vnd.oasis.opendocument.spreadsheet')
        .expect('Content-Disposition', `attachment; filename="GA-${YEAR}-0001-schedule-1.ods"`)
        .expect('Cache-Control', 'no-store');
      const entries = unzipSync(new Uint8Array(response.body as Buffer));
      expect(strFromU8(entries['mimetype'] as Uint8Array)).toBe('application/vnd.oasis.opendocument.spreadsheet');
      const content = strFromU8(entries['content.xml'] as Uint8Array);
      expect(content.match(/<table:table-row>/g)).toHaveLength(8);
      expect(content).toContain('<text:p>Smith Jones</text:p>');
      expect(content).toContain('office:value-type="float" office:value="100.00"><text:p>100.00</text:p>');
    });

    it('answers 404 for a file, format or claim that does not exist', async () => {
      await get(giftAidSchedulePath(created.id, 2, 'csv')).expect(404);
      await get(`/api/staff/gift-aid/claims/${created.id}/schedule-1.xlsx`).expect(404);
      await get(`/api/staff/gift-aid/claims/${created.id}/schedule-0.csv`).expect(404);
      await get(giftAidSchedulePath(created.id + 100, 1, 'csv')).expect(404);
      await get(`/api/staff/gift-aid/claims/${created.id + 100}`).expect(404);
      await get('/api/staff/gift-aid/claims/abc').expect(400);
    });

    it('never claims a gift twice: the same period again is 409 and changes nothing', async () => {
      const response = await claim({ ...firstPeriod, aggregateSmallGifts: true }).expect(409);
      expect(response.body).toMatchObject({ statusCode: 409, message: NOTHING_TO_CLAIM_MESSAGE });
      expect(await countRows(t.dataSource, 'gift_aid_claims')).toBe(1);
      expect(
        (await get('/api/staff/gift-aid/eligible?from=2026-04-06&to=2026-07-05').expect(200)).body.donations,
      ).toEqual([]);
    });
  });

  describe('a refund after a claim, and aggregation', () => {
    it('flags a claimed gift refunded since as an adjustment, reported by the next claim', async () => {
      await t.dataSource.query('UPDATE donations SET paymentStatus = ? WHERE id = ?', ['refunded', ids['bob']]);
      const pending = (await get('/api/staff/gift-aid/eligible?from=2026-07-06&to=2026-10-31', staff).expect(200))
        .body as GiftAidEligibleResponse;
      expect(pending.adjustments).toEqual([
        { donationId: ids['bob'], claimReference: `GA-${YEAR}-0001`, amount: 100, giftAid: 25, refundedAt: null },
      ]);

      await insertGift(t, {
        declarationId: declarations['chen'] ?? 0,
        amount: 10,
        paidAt: '2026-07-15T09:00:00Z',
        monthly: true,
      });
      await insertGift(t, { declarationId: declarations['amina'] ?? 0, amount: 25, paidAt: '2026-08-01T09:00:00Z' });
      await insertGift(t, {
        declarationId: declarations['chen'] ?? 0,
        amount: 10,
        paidAt: '2026-08-15T09:00:00Z',
        monthly: true,
      });
      await insertGift(t, { declarationId: declarations['amina'] ?? 0, amount: 35, paidAt: '2026-09-01T09:00:00Z' });

      const response = await claim({ from: '2026-07-06', to: '2026-10-31', aggregateSmallGifts: true }).expect(201);
      const second = response.body as GiftAidClaim;
      expect(second).toMatchObject({
        reference: `GA-${YEAR}-0002`,
        donationCount: 5,
        total: 150,
        giftAidTotal: 37.5,
        lineCount: 3,
        adjustmentCount: 1,
        adjustmentGiftAid: 25,
      });
      expect(await claimOf(t, ids['bob'] ?? 0)).toEqual({ claimId: expect.any(Number), adjustedIn: second.id });
      expect(
        (await get('/api/staff/gift-aid/eligible?from=2026-07-06&to=2026-10-31').expect(200)).body.adjustments,
      ).toEqual([]);

      // The 6 July gift (70) has its own line; the three gifts under £30 share one aggregated line dated with the latest.
      const csv = (await get(giftAidSchedulePath(second.id, 1, 'csv')).expect(200)).text;
      expect(csv).toBe(
        HEADER +
          'Mrs,Amina,Smith Jones,12,B3 2RT,,,06/07/26,70.00\r\n' +
          'Mrs,Amina,Smith Jones,12,B3 2RT,,,01/09/26,35.00\r\n' +
          ',,,,,Online gifts under £30,,15/08/26,45.00\r\n',
      );
    });

    it('lists the claims newest first; staff may read one', async () => {
      const page = (await get('/api/staff/gift-aid/claims', staff).expect(200).expect('Cache-Control', 'no-store'))
        .body;
      expect(page).toMatchObject({ page: 1, pageSize: 25, total: 2 });
      expect(page.items.map((item: GiftAidClaim) => item.reference)).toEqual([`GA-${YEAR}-0002`, `GA-${YEAR}-0001`]);
      expect(page.items[1]).toMatchObject({ lineCount: 7, fileCount: 1, adjustmentCount: 0 });
      expect(page.items[0]).toMatchObject({ lineCount: 3, adjustmentCount: 1, adjustmentGiftAid: 25 });
      const one = (await get(`/api/staff/gift-aid/claims/${page.items[1].id}`, staff).expect(200)).body;
      expect(one).toEqual(page.items[1]);
    });
  });

  describe('two administrators claiming at once', () => {
    let staffAdmin: string;

    beforeAll(async () => {
      ({ cookie: staffAdmin } = await signInAs(t, 'admin', 'second-admin'));
    });

    it('gives the gifts to exactly one claim; the others are refused with 409 and nothing else changes', async () => {
      const gifts = [];
      for (let day = 1; day <= 6; day += 1)
        gifts.push(
          await insertGift(t, {
            declarationId: declarations['amina'] ?? 0,
            amount: 5 * day,
            paidAt: `2026-11-0${day}T12:00:00Z`,
          }),
        );
      const period = { from: '2026-11-01', to: '2026-11-30', aggregateSmallGifts: true };
      const claimsBefore = await countRows(t.dataSource, 'gift_aid_claims');
      const responses = await Promise.all(
        [admin, staffAdmin, admin, staffAdmin, admin, staffAdmin].map((cookie) => claim(period, cookie)),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
      const winner = responses.find((response) => response.status === 201)?.body as GiftAidClaim;
      expect(winner.donationCount).toBe(6);
      for (const id of gifts) expect((await claimOf(t, id)).claimId).toBe(winner.id);
      expect(await countRows(t.dataSource, 'gift_aid_claims')).toBe(claimsBefore + 1);
      expect(await countRows(t.dataSource, 'gift_aid_claim_lines', 'claimId = ?', [winner.id])).toBe(winner.lineCount);
    });

    it('gives claims of different periods made at once different references', async () => {
      const months = ['2025-01', '2025-02', '2025-03', '2025-04'];
      for (const month of months)
        await insertGift(t, { declarationId: declarations['amina'] ?? 0, amount: 40, paidAt: `${month}-10T12:00:00Z` });
      const responses = await Promise.all(
        months.map((month, index) =>
          claim({ from: `${month}-01`, to: `${month}-28`, aggregateSmallGifts: false }, index % 2 ? admin : staffAdmin),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
      const references = responses.map((response) => (response.body as GiftAidClaim).reference);
      expect(new Set(references).size).toBe(4);
      for (const reference of references) expect(reference).toMatch(new RegExp(`^GA-${YEAR}-\\d{4}$`));
    });
  });
});
