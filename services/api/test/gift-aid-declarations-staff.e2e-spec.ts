import {
  GIFT_AID_WORDING_VERSION,
  POSTCODE_INVALID_MESSAGE,
  type StaffGiftAidDeclaration,
} from '@solar/shared-contracts';
import { GiftAidDeclaration } from '../src/gift-aid-declarations/gift-aid-declaration.entity';
import { Donation } from '../src/payments/donation.entity';
import { auditRowsOf } from './support/audit-rows';
import { signInAs } from './support/staff-session';
import { driverName, fromSite, startTestApp, type TestApp } from './test-app';

const path = '/api/staff/gift-aid/declarations';
const DAY = 24 * 60 * 60 * 1000;
const NOV_1 = Date.parse('2026-11-01T10:00:00Z');

type Seed = Partial<GiftAidDeclaration> & Pick<GiftAidDeclaration, 'firstName' | 'lastName' | 'postcode'>;

describe(`Staff Gift Aid declarations (${driverName})`, () => {
  let t: TestApp;
  let cookie: string;
  const ids: Record<string, number> = {};

  const seed = async (key: string, declaration: Seed, donations = 0) => {
    const { identifiers } = await t.dataSource.getRepository(GiftAidDeclaration).insert({
      title: null,
      houseNameOrNumber: '1',
      donorEmail: null,
      scope: 'enduring',
      wordingVersion: GIFT_AID_WORDING_VERSION,
      cancelledAt: null,
      staffNote: null,
      declaredAt: NOV_1,
      ...declaration,
    });
    const id = Number(identifiers[0]?.['id']);
    ids[key] = id;
    for (let n = 0; n < donations; n += 1) {
      await t.dataSource.getRepository(Donation).insert({
        amount: 10,
        currency: 'GBP',
        paymentStatus: 'completed',
        paidAt: NOV_1 + n * DAY,
        giftAidDeclarationId: id,
      });
    }
  };

  beforeAll(async () => {
    t = await startTestApp();
    cookie = (await signInAs(t, 'staff')).cookie;
    await seed(
      'amina',
      {
        title: 'Mrs',
        firstName: 'Amina',
        lastName: 'Khan-Smith',
        houseNameOrNumber: '12',
        postcode: 'B3 2RT',
        donorEmail: 'amina@example.org',
        declaredAt: NOV_1,
      },
      3,
    );
    await seed(
      'bilal',
      {
        firstName: 'Bilal',
        lastName: 'Ahmed',
        postcode: 'LS1 4AP',
        donorEmail: 'bilal@example.org',
        scope: 'this-gift',
        declaredAt: NOV_1 + DAY,
      },
      1,
    );
    await seed('grace', {
      firstName: 'Grace',
      lastName: 'Okafor',
      postcode: 'M1 1AE',
      declaredAt: NOV_1 + 2 * DAY,
      cancelledAt: NOV_1 + 3 * DAY,
      staffNote: 'Asked to cancel by phone',
    });
    await seed('dana', { firstName: 'Dana', lastName: 'Price', postcode: 'SW1A 1AA', declaredAt: NOV_1 + 3 * DAY });
    await seed('eli', { firstName: 'Eli', lastName: 'Stone', postcode: 'EH1 1YZ', declaredAt: NOV_1 + 4 * DAY });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => fromSite(t.http).get(url).set('Cookie', cookie);
  const patch = (id: number, body: object) => fromSite(t.http).patch(`${path}/${id}`).set('Cookie', cookie).send(body);
  const names = (items: StaffGiftAidDeclaration[]) => items.map((item) => item.firstName);

  it('answers 401 without a session, and 403 to a change from another origin', async () => {
    await fromSite(t.http).get(path).expect(401);
    await fromSite(t.http).get(`${path}/${ids['amina']}`).expect(401);
    await fromSite(t.http).patch(`${path}/${ids['amina']}`).send({ cancel: true, staffNote: 'x' }).expect(401);
    await fromSite(t.http).get(path).set('Cookie', 'solar_staff=not-a-session').expect(401);
    await fromSite(t.http)
      .patch(`${path}/${ids['amina']}`)
      .set('Origin', 'https://evil.example')
      .set('Cookie', cookie)
      .send({ cancel: true, staffNote: 'x' })
      .expect(403);
    expect((await get(`${path}/${ids['amina']}`).expect(200)).body.cancelledAt).toBeNull();
  });

  it('lists declarations newest first with how many gifts each covers, and is not cached', async () => {
    const response = await get(path)
      .expect(200)
      .expect('Cache-Control', /no-store/);
    expect(response.body).toMatchObject({ page: 1, total: 5 });
    expect(names(response.body.items)).toEqual(['Eli', 'Dana', 'Grace', 'Bilal', 'Amina']);
    expect(response.body.items[4]).toEqual({
      id: ids['amina'],
      title: 'Mrs',
      firstName: 'Amina',
      lastName: 'Khan-Smith',
      houseNameOrNumber: '12',
      postcode: 'B3 2RT',
      donorEmail: 'amina@example.org',
      scope: 'enduring',
      wordingVersion: GIFT_AID_WORDING_VERSION,
      declaredAt: '2026-11-01T10:00:00.000Z',
      cancelledAt: null,
      staffNote: null,
      donationCount: 3,
    });
    expect(response.body.items[2]).toMatchObject({
      firstName: 'Grace',
      cancelledAt: '2026-11-04T10:00:00.000Z',
      staffNote: 'Asked to cancel by phone',
      donationCount: 0,
    });
    expect((await get(`${path}?page=2&pageSize=2`).expect(200)).body).toMatchObject({
      page: 2,
      pageSize: 2,
      total: 5,
      items: [{ firstName: 'Grace' }, { firstName: 'Bilal' }],
    });
  });

  it('searches names, postcode (typed any way) and email, and filters active or cancelled', async () => {
    expect(names((await get(`${path}?q=khan`).expect(200)).body.items)).toEqual(['Amina']);
    expect(names((await get(`${path}?q=ls1`).expect(200)).body.items)).toEqual(['Bilal']);
    expect(names((await get(`${path}?q=${encodeURIComponent(' sw1a1aa ')}`).expect(200)).body.items)).toEqual(['Dana']);
    expect(names((await get(`${path}?q=bilal%40example`).expect(200)).body.items)).toEqual(['Bilal']);
    expect(names((await get(`${path}?q=100%25`).expect(200)).body.items)).toEqual([]);
    expect(names((await get(`${path}?status=cancelled`).expect(200)).body.items)).toEqual(['Grace']);
    expect(names((await get(`${path}?status=active&q=a`).expect(200)).body.items)).toEqual(['Dana', 'Bilal', 'Amina']);
    const refused = await get(`${path}?status=gone`).expect(400);
    expect(refused.body.message).toEqual(['status must be one of: active, cancelled']);
  });

  it('reads one declaration; an unknown id is 404 and a malformed one 400', async () => {
    expect((await get(`${path}/${ids['bilal']}`).expect(200)).body).toMatchObject({
      firstName: 'Bilal',
      scope: 'this-gift',
      donationCount: 1,
    });
    await get(`${path}/999999`).expect(404);
    await get(`${path}/abc`).expect(400);
  });

  it('records a change of name and address, normalising the postcode, with the note and an audit row of before and after', async () => {
    const response = await patch(ids['amina'] as number, {
      lastName: ' Khan ',
      houseNameOrNumber: 'Rose Cottage',
      postcode: 'm11ae',
      title: '',
      staffNote: 'Email of 20 Nov: married, moved',
    }).expect(200);
    expect(response.body).toMatchObject({
      title: null,
      firstName: 'Amina',
      lastName: 'Khan',
      houseNameOrNumber: 'Rose Cottage',
      postcode: 'M1 1AE',
      cancelledAt: null,
      staffNote: 'Email of 20 Nov: married, moved',
      donationCount: 3,
    });
    expect(await auditRowsOf(t, 'gift-aid-declaration', ids['amina'] as number)).toEqual([
      {
        action: 'gift-aid-declaration.change',
        actorUsername: 'test-staff',
        before: { title: 'Mrs', lastName: 'Khan-Smith', houseNameOrNumber: '12', postcode: 'B3 2RT', staffNote: null },
        after: {
          title: null,
          lastName: 'Khan',
          houseNameOrNumber: 'Rose Cottage',
          postcode: 'M1 1AE',
          staffNote: 'Email of 20 Nov: married, moved',
        },
      },
    ]);
    // The same request again changes nothing and writes no second row.
    await patch(ids['amina'] as number, {
      lastName: 'Khan',
      postcode: 'M1 1AE',
      staffNote: 'Email of 20 Nov: married, moved',
    }).expect(200);
    expect(await auditRowsOf(t, 'gift-aid-declaration', ids['amina'] as number)).toHaveLength(1);
  });

  it.each<[string, object, Record<string, string[]>]>([
    [
      'a postcode that is not a UK one',
      { postcode: 'ZZ99', staffNote: 'moved' },
      { postcode: [POSTCODE_INVALID_MESSAGE] },
    ],
    ['a blank last name', { lastName: '  ', staffNote: 'moved' }, { lastName: ['Last name is required'] }],
    ['a null postcode', { postcode: null, staffNote: 'moved' }, { postcode: ['Postcode is required'] }],
    [
      'a first name over 35 characters',
      { firstName: 'x'.repeat(36), staffNote: 'moved' },
      { firstName: ['First name must be at most 35 characters'] },
    ],
    ['no note', { cancel: true }, { staffNote: ['Staff note is required'] }],
    ['cancel that is not a boolean', { cancel: 'yes', staffNote: 'moved' }, { cancel: ['cancel must be a boolean'] }],
    [
      'a field it does not know',
      { donorEmail: 'new@example.org', staffNote: 'moved' },
      { donorEmail: ['property donorEmail should not exist'] },
    ],
  ])('refuses %s with a 400 beside the field and changes nothing', async (_name, body, fieldErrors) => {
    const before = (await get(`${path}/${ids['dana']}`).expect(200)).body;
    const response = await patch(ids['dana'] as number, body)
      .expect(400)
      .expect('Content-Type', /application\/json/);
    expect(response.body.fieldErrors).toEqual(fieldErrors);
    expect((await get(`${path}/${ids['dana']}`).expect(200)).body).toEqual(before);
    expect(await auditRowsOf(t, 'gift-aid-declaration', ids['dana'] as number)).toEqual([]);
  });

  it('cancels from now, keeps the gifts already linked, and refuses a second cancellation with 409', async () => {
    const before = Date.now();
    const response = await patch(ids['bilal'] as number, {
      cancel: true,
      staffNote: 'Donor no longer pays UK tax',
    }).expect(200);
    expect(response.body).toMatchObject({ staffNote: 'Donor no longer pays UK tax', donationCount: 1 });
    const cancelledAt = Date.parse(response.body.cancelledAt);
    expect(cancelledAt).toBeGreaterThanOrEqual(before);
    expect(cancelledAt).toBeLessThanOrEqual(Date.now());

    const conflict = await patch(ids['bilal'] as number, { cancel: true, staffNote: 'again' }).expect(409);
    expect(conflict.body).toMatchObject({ statusCode: 409, message: 'This declaration is already cancelled' });
    expect((await get(`${path}/${ids['bilal']}`).expect(200)).body).toEqual(response.body);
    expect(await auditRowsOf(t, 'gift-aid-declaration', ids['bilal'] as number)).toEqual([
      {
        action: 'gift-aid-declaration.cancel',
        actorUsername: 'test-staff',
        before: { cancelledAt: null, staffNote: null },
        after: { cancelledAt, staffNote: 'Donor no longer pays UK tax' },
      },
    ]);
    // A donor's later change of address can still be recorded for the gifts it covered.
    await patch(ids['bilal'] as number, { houseNameOrNumber: '7', staffNote: 'Moved before cancelling' }).expect(200);
  });

  it('lets only one of two people cancelling at once succeed: the other gets 409 and one audit row is written', async () => {
    const [first, second] = await Promise.all([
      patch(ids['eli'] as number, { cancel: true, staffNote: 'Letter' }),
      patch(ids['eli'] as number, { cancel: true, staffNote: 'Phone' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const rows = await auditRowsOf(t, 'gift-aid-declaration', ids['eli'] as number);
    expect(rows.map((row) => row.action)).toEqual(['gift-aid-declaration.cancel']);
  });
});
