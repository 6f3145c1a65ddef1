import {
  GIFT_AID_CONFIRM_MESSAGE,
  GIFT_AID_WORDING_CHANGED_MESSAGE,
  GIFT_AID_WORDING_VERSION,
  type GiftAidDeclarationRequest,
  POSTCODE_INVALID_MESSAGE,
} from '@solar/shared-contracts';
import request from 'supertest';
import { paypalEvent, saleResource } from './support/paypal-events';
import { countRows, driverName, fromSite } from './test-app';
import {
  approveOrder,
  approveSubscription,
  chargeSubscription,
  signWebhook,
  startPaymentsTestApp,
  type PaymentsTestApp,
} from './test-paypal';

/** The declaration as the donate page sends it when the box is ticked. */
const declaration = (overrides: Partial<Record<keyof GiftAidDeclarationRequest, unknown>> = {}) => ({
  confirmed: true,
  scope: 'enduring',
  wordingVersion: GIFT_AID_WORDING_VERSION,
  title: 'Mrs',
  firstName: 'Amina',
  lastName: 'Khan-Smith',
  houseNameOrNumber: '12',
  postcode: ' b3  2rt ',
  ...overrides,
});
const order = (overrides: Record<string, unknown> = {}) => ({
  amount: 25,
  currency: 'GBP',
  intent: 'CAPTURE',
  projectId: 1,
  donorEmail: 'amina@example.org',
  ...overrides,
});
const monthly = (overrides: Record<string, unknown> = {}) => ({
  amount: 10,
  currency: 'GBP',
  frequency: 'monthly',
  donorEmail: 'amina@example.org',
  ...overrides,
});

type Row = Record<string, unknown>;

describe(`Gift Aid declarations taken with a gift (${driverName})`, () => {
  let t: PaymentsTestApp;

  beforeAll(async () => {
    t = await startPaymentsTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (path: string, body?: object) =>
    body ? fromSite(t.http).post(path).send(body) : fromSite(t.http).post(path);
  const one = async (sql: string, params: unknown[]): Promise<Row> =>
    ((await t.dataSource.query(sql, params)) as Row[])[0] as Row;
  const donationOfOrder = (orderId: string) => one('SELECT * FROM donations WHERE paypalOrderId = ?', [orderId]);
  const declarationRow = (id: unknown) => one('SELECT * FROM gift_aid_declarations WHERE id = ?', [Number(id)]);
  /** The payload of the receipt queued for a donation's event. */
  const receiptFor = async (event: string) => {
    const rows: { payload: string }[] = await t.dataSource.query(
      "SELECT payload FROM outbox_emails WHERE template = 'donation-receipt' AND dedupeKey LIKE ?",
      [`${event}|%`],
    );
    expect(rows).toHaveLength(1);
    return JSON.parse(rows[0]?.payload as string) as Record<string, unknown>;
  };
  const deliverSale = async (subscriptionId: string, total: string) => {
    const sale = await chargeSubscription(t.sim, subscriptionId);
    const signed = await signWebhook(
      t.sim,
      paypalEvent('PAYMENT.SALE.COMPLETED', 'sale', saleResource(sale.id, subscriptionId, total)),
    );
    await request(t.http).post('/paypal/webhook').set(signed.headers).send(signed.body).expect(200);
    return sale;
  };

  it('stores the declaration with the pending gift and links them; the postcode is normalised', async () => {
    const before = Date.now();
    const { body } = await post('/paypal/order', order({ giftAid: declaration() })).expect(201);
    const donation = await donationOfOrder(body.id);
    expect(donation['giftAidDeclarationId']).not.toBeNull();
    const stored = await declarationRow(donation['giftAidDeclarationId']);
    expect(stored).toMatchObject({
      title: 'Mrs',
      firstName: 'Amina',
      lastName: 'Khan-Smith',
      houseNameOrNumber: '12',
      postcode: 'B3 2RT',
      donorEmail: 'amina@example.org',
      scope: 'enduring',
      wordingVersion: GIFT_AID_WORDING_VERSION,
      cancelledAt: null,
      staffNote: null,
    });
    expect(Number(stored['declaredAt'])).toBeGreaterThanOrEqual(before);
    expect(Number(stored['declaredAt'])).toBeLessThanOrEqual(Date.now());
  });

  it('stores no declaration for a gift without Gift Aid, and none without an email when none was given', async () => {
    const declarations = await countRows(t.dataSource, 'gift_aid_declarations');
    const { body } = await post('/paypal/order', order()).expect(201);
    expect((await donationOfOrder(body.id))['giftAidDeclarationId']).toBeNull();
    expect(await countRows(t.dataSource, 'gift_aid_declarations')).toBe(declarations);

    const { body: anonymous } = await post(
      '/paypal/order',
      order({ donorEmail: undefined, giftAid: declaration({ title: '  ', scope: 'this-gift' }) }),
    ).expect(201);
    const stored = await declarationRow((await donationOfOrder(anonymous.id))['giftAidDeclarationId']);
    expect(stored).toMatchObject({ title: null, donorEmail: null, scope: 'this-gift' });
  });

  describe.each([
    ['/paypal/order', order],
    ['/api/subscription', monthly],
  ])('POST %s refuses a bad declaration with a 400 and writes nothing', (path, gift) => {
    // The message list says a message written for people as it is; one naming its field gets the field's path.
    it.each<[string, Record<string, unknown>, string, string, string?]>([
      [
        'a postcode that is not a UK one',
        declaration({ postcode: '90210' }),
        'giftAid.postcode',
        POSTCODE_INVALID_MESSAGE,
      ],
      ['a blank postcode', declaration({ postcode: ' ' }), 'giftAid.postcode', 'Postcode is required'],
      [
        'an older wording',
        declaration({ wordingVersion: '2020-01-01' }),
        'giftAid.wordingVersion',
        GIFT_AID_WORDING_CHANGED_MESSAGE,
      ],
      ['an unconfirmed declaration', declaration({ confirmed: false }), 'giftAid.confirmed', GIFT_AID_CONFIRM_MESSAGE],
      [
        'an unknown scope',
        declaration({ scope: 'forever' }),
        'giftAid.scope',
        'scope must be one of this-gift, enduring',
        'giftAid.scope must be one of this-gift, enduring',
      ],
      ['no first name', declaration({ firstName: '' }), 'giftAid.firstName', 'First name is required'],
      [
        'a last name over 35 characters',
        declaration({ lastName: 'x'.repeat(36) }),
        'giftAid.lastName',
        'Last name must be at most 35 characters',
      ],
      [
        'a title over 4 characters',
        declaration({ title: 'Professor' }),
        'giftAid.title',
        'Title must be at most 4 characters',
      ],
      [
        'no house name or number',
        declaration({ houseNameOrNumber: undefined }),
        'giftAid.houseNameOrNumber',
        'House name or number is required',
      ],
      [
        'an unknown field',
        declaration({ nationalInsurance: 'QQ123456C' } as never),
        'giftAid.nationalInsurance',
        'property nationalInsurance should not exist',
        'giftAid.property nationalInsurance should not exist',
      ],
    ])('%s', async (_name, giftAid, field, message, listed = message) => {
      const counts = [
        await countRows(t.dataSource, 'donations'),
        await countRows(t.dataSource, 'subscriptions'),
        await countRows(t.dataSource, 'gift_aid_declarations'),
      ];
      const orders = t.sim.store.orders.size + t.sim.store.subscriptions.size;
      const response = await post(path, gift({ giftAid }))
        .expect(400)
        .expect('Content-Type', /application\/json/);
      expect(response.body.fieldErrors).toEqual({ [field]: [message] });
      expect(response.body.message).toEqual([listed]);
      expect([
        await countRows(t.dataSource, 'donations'),
        await countRows(t.dataSource, 'subscriptions'),
        await countRows(t.dataSource, 'gift_aid_declarations'),
      ]).toEqual(counts);
      expect(t.sim.store.orders.size + t.sim.store.subscriptions.size).toBe(orders);
    });

    it('a declaration that is not an object', async () => {
      for (const giftAid of ['yes', 1, [declaration()]]) {
        const response = await post(path, gift({ giftAid })).expect(400);
        expect(response.body.fieldErrors).toEqual({ giftAid: ['giftAid must be an object'] });
      }
    });

    it('Gift Aid on a gift not in pounds', async () => {
      const response = await post(path, gift({ currency: 'USD', giftAid: declaration() })).expect(400);
      expect(response.body.fieldErrors).toMatchObject({ giftAid: ['Gift Aid can only be added to gifts in pounds'] });
    });
  });

  it('a capture completes the gift with its payment time, and the receipt confirms the declaration', async () => {
    const { body } = await post('/paypal/order', order({ giftAid: declaration() })).expect(201);
    await approveOrder(t.sim, body.id);
    const before = Date.now();
    await post(`/paypal/order/${body.id}/capture`).expect(200);
    const donation = await donationOfOrder(body.id);
    expect(donation['paymentStatus']).toBe('completed');
    expect(Number(donation['paidAt'])).toBeGreaterThanOrEqual(before);
    expect(Number(donation['paidAt'])).toBeLessThanOrEqual(Date.now());
    const receipt = await receiptFor(`donation:${donation['id']}`);
    expect(receipt['paidAt']).toBe(new Date(Number(donation['paidAt'])).toISOString());
    expect(receipt['giftAid']).toEqual({
      declarationId: Number(donation['giftAidDeclarationId']),
      scope: 'enduring',
      giftAidAmount: '6.25',
      firstName: 'Amina',
      postcode: 'B3 2RT',
    });
  });

  it('a capture without Gift Aid also records its payment time; its receipt says nothing of Gift Aid', async () => {
    const { body } = await post('/paypal/order', order({ amount: 12.34 })).expect(201);
    await approveOrder(t.sim, body.id);
    await post(`/paypal/order/${body.id}/capture`).expect(200);
    const donation = await donationOfOrder(body.id);
    expect(Number(donation['paidAt'])).toBeGreaterThan(0);
    expect(await receiptFor(`donation:${donation['id']}`)).not.toHaveProperty('giftAid');
  });

  it('a monthly gift keeps its declaration: each payment is its own donation, linked, with its own payment time and receipt', async () => {
    const { body } = await post(
      '/api/subscription',
      monthly({ amount: 10.01, giftAid: declaration({ scope: 'this-gift' }) }),
    ).expect(201);
    const subscription = await one('SELECT * FROM subscriptions WHERE paypalSubscriptionId = ?', [body.id]);
    const declarationId = Number(subscription['giftAidDeclarationId']);
    expect(await declarationRow(declarationId)).toMatchObject({ scope: 'this-gift', postcode: 'B3 2RT' });
    await approveSubscription(t.sim, body.id);
    await post(`/api/subscription/${body.id}/activate`).expect(200);

    const sales = [await deliverSale(body.id, '10.01'), await deliverSale(body.id, '10.01')];
    for (const sale of sales) {
      const donation = await one('SELECT * FROM donations WHERE paypalPaymentId = ?', [sale.id]);
      expect(Number(donation['giftAidDeclarationId'])).toBe(declarationId);
      expect(Number(donation['paidAt'])).toBe(Date.parse(sale.createTime));
      const receipt = await receiptFor(`sale:${sale.id}`);
      expect(receipt).toMatchObject({
        monthly: true,
        giftAid: { declarationId, scope: 'this-gift', giftAidAmount: '2.50', firstName: 'Amina', postcode: 'B3 2RT' },
      });
    }
  });

  it('a monthly payment after the declaration was cancelled is not linked to it; the payments before stay linked', async () => {
    const { body } = await post('/api/subscription', monthly({ giftAid: declaration() })).expect(201);
    const declarationId = Number(
      (await one('SELECT giftAidDeclarationId FROM subscriptions WHERE paypalSubscriptionId = ?', [body.id]))[
        'giftAidDeclarationId'
      ],
    );
    await approveSubscription(t.sim, body.id);
    await post(`/api/subscription/${body.id}/activate`).expect(200);
    const first = await deliverSale(body.id, '10.00');
    await t.dataSource.query('UPDATE gift_aid_declarations SET cancelledAt = ? WHERE id = ?', [
      Date.parse(first.createTime) + 1,
      declarationId,
    ]);
    // PayPal's times have whole seconds: the next sale must fall in a later second than the cancellation.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await deliverSale(body.id, '10.00');

    expect(
      Number(
        (await one('SELECT giftAidDeclarationId FROM donations WHERE paypalPaymentId = ?', [first.id]))[
          'giftAidDeclarationId'
        ],
      ),
    ).toBe(declarationId);
    expect(
      (await one('SELECT giftAidDeclarationId FROM donations WHERE paypalPaymentId = ?', [second.id]))[
        'giftAidDeclarationId'
      ],
    ).toBeNull();
    expect(await receiptFor(`sale:${second.id}`)).not.toHaveProperty('giftAid');
  });
});
