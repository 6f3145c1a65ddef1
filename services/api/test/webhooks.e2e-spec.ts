import { CHARITY_EMAIL_NOTICE_VERSION } from '@solar/shared-contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { countRows, driverName, oversizeJson, startTestApp, fromSite } from './test-app';
import {
  approveOrder,
  approveSubscription,
  captureAtPaypal,
  chargeSubscription,
  setCaptureStatus,
  setSaleState,
  signWebhook,
  startPaymentsTestApp,
  TEST_WEBHOOK_ID,
  type PaymentsTestApp,
} from './test-paypal';
import {
  captureRefundResource,
  captureResource,
  paypalEvent,
  saleRefundResource,
  saleResource,
  subscriptionResource,
} from './support/paypal-events';

const path = '/paypal/webhook';

describe(`POST ${path} (${driverName})`, () => {
  let t: PaymentsTestApp;

  beforeAll(async () => {
    t = await startPaymentsTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const http = () => t.app.getHttpServer();
  /** Signs the event as PayPal would, posts exactly the signed body and expects 200 {received: true}. */
  const deliver = async (event: Record<string, unknown>) => {
    const signed = await signWebhook(t.sim, event);
    const response = await request(http()).post(path).set(signed.headers).send(signed.body);
    expect({ status: response.status, body: response.body }).toEqual({ status: 200, body: { received: true } });
    return response;
  };
  const raisedOf = async (projectId: number): Promise<number> => {
    const [row] = await t.dataSource.query('SELECT raisedAmount, raised FROM projects WHERE id = ?', [projectId]);
    expect(Number(row.raised)).toBe(Number(row.raisedAmount));
    return Number(row.raisedAmount);
  };
  const subscriptionRow = async (id: string) => {
    const [row] = await t.dataSource.query('SELECT * FROM subscriptions WHERE paypalSubscriptionId = ?', [id]);
    return row as Record<string, unknown>;
  };
  const donationBy = async (column: 'paypalOrderId' | 'paypalPaymentId', value: string) => {
    const rows = await t.dataSource.query(`SELECT * FROM donations WHERE ${column} = ?`, [value]);
    return rows as Record<string, unknown>[];
  };
  /** Everything a webhook could change, to show that a refused one changed nothing. */
  const snapshot = async () => ({
    donations: await t.dataSource.query('SELECT id, paymentStatus, paypalPaymentId FROM donations ORDER BY id'),
    subscriptions: await t.dataSource.query('SELECT id, status, lastPaymentDate FROM subscriptions ORDER BY id'),
    raised: await t.dataSource.query('SELECT id, raisedAmount FROM projects ORDER BY id'),
  });
  const newSubscription = async (body: Record<string, unknown>) => {
    const response = await fromSite(http())
      .post('/api/subscription')
      .send({ currency: 'GBP', frequency: 'monthly', ...body })
      .expect(201);
    await approveSubscription(t.sim, response.body.id);
    return response.body.id as string;
  };
  const newOrder = async (body: Record<string, unknown>) => {
    const response = await fromSite(http())
      .post('/paypal/order')
      .send({ currency: 'GBP', intent: 'CAPTURE', ...body })
      .expect(201);
    await approveOrder(t.sim, response.body.id);
    return response.body.id as string;
  };

  describe('a monthly gift through its webhooks', () => {
    let id: string;
    let raisedBefore: number;
    let sale: { id: string; createTime: string };
    let saleId: string;

    beforeAll(async () => {
      raisedBefore = await raisedOf(4);
      id = await newSubscription({
        amount: 12.5,
        projectId: 4,
        donorEmail: 'webhook.donor@example.org',
        donorName: 'Zainab Ali',
        emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
      });
      sale = await chargeSubscription(t.sim, id);
      saleId = sale.id;
    });

    it('BILLING.SUBSCRIPTION.ACTIVATED marks it active with the next billing date and honours the newsletter box', async () => {
      const response = await deliver(
        paypalEvent('BILLING.SUBSCRIPTION.ACTIVATED', 'subscription', subscriptionResource(id, 'ACTIVE')),
      );
      expect(response.body).toEqual({ received: true });
      const row = await subscriptionRow(id);
      expect(row).toMatchObject({ status: 'active' });
      expect(new Date(row['nextBillingDate'] as string).toISOString()).toBe('2031-05-01T10:00:00.000Z');
      expect(await countRows(t.dataSource, 'newsletters', 'email = ?', ['webhook.donor@example.org'])).toBe(1);
      // A replay changes nothing, and the activate endpoint agrees afterwards.
      await deliver(paypalEvent('BILLING.SUBSCRIPTION.ACTIVATED', 'subscription', subscriptionResource(id, 'ACTIVE')));
      expect(await countRows(t.dataSource, 'newsletters', 'email = ?', ['webhook.donor@example.org'])).toBe(1);
      await fromSite(http())
        .post(`/api/subscription/${id}/activate`)
        .expect(200)
        .expect((r) => expect(r.body).toMatchObject({ id, status: 'active', amount: 12.5 }));
    });

    it('PAYMENT.SALE.COMPLETED records one donation and credits the project once, even when delivered again', async () => {
      const event = paypalEvent('PAYMENT.SALE.COMPLETED', 'sale', saleResource(saleId, id, '12.50'));
      await deliver(event);
      await deliver(event);
      // PayPal's retry of the same sale arrives with a new event id.
      await deliver(paypalEvent('PAYMENT.SALE.COMPLETED', 'sale', saleResource(saleId, id, '12.50')));

      const donations = await donationBy('paypalPaymentId', saleId);
      expect(donations).toHaveLength(1);
      expect(donations[0]).toMatchObject({
        projectId: 4,
        donorEmail: 'webhook.donor@example.org',
        donorName: 'Zainab Ali',
        currency: 'GBP',
        paymentStatus: 'completed',
        paymentMethod: 'paypal-subscription',
        paypalOrderId: null,
      });
      expect(Number(donations[0]['amount'])).toBe(12.5);
      expect(await raisedOf(4)).toBe(raisedBefore + 12.5);
      // The payment date is PayPal's own, not the event's.
      expect(new Date((await subscriptionRow(id))['lastPaymentDate'] as string).toISOString()).toBe(
        new Date(sale.createTime).toISOString(),
      );
    });

    it('records parallel deliveries of a new sale once', async () => {
      const { id: secondSale } = await chargeSubscription(t.sim, id);
      const signed = await signWebhook(
        t.sim,
        paypalEvent('PAYMENT.SALE.COMPLETED', 'sale', saleResource(secondSale, id, '12.50')),
      );
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => request(http()).post(path).set(signed.headers).send(signed.body)),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(5).fill(200));
      expect(await donationBy('paypalPaymentId', secondSale)).toHaveLength(1);
      expect(await raisedOf(4)).toBe(raisedBefore + 25);
    });

    it('PAYMENT.SALE.REFUNDED marks that payment refunded and takes it off the project once', async () => {
      await setSaleState(t.sim, saleId, 'refunded');
      const event = paypalEvent('PAYMENT.SALE.REFUNDED', 'refund', saleRefundResource(saleId, '12.50'));
      await deliver(event);
      await deliver(event);
      expect(await donationBy('paypalPaymentId', saleId)).toEqual([
        expect.objectContaining({ paymentStatus: 'refunded' }),
      ]);
      expect(await raisedOf(4)).toBe(raisedBefore + 12.5);
    });

    it('BILLING.SUBSCRIPTION.CANCELLED ends it, and a late SUSPENDED or ACTIVATED does not revive it', async () => {
      await deliver(
        paypalEvent('BILLING.SUBSCRIPTION.CANCELLED', 'subscription', subscriptionResource(id, 'CANCELLED')),
      );
      expect(await subscriptionRow(id)).toMatchObject({ status: 'cancelled' });
      await deliver(
        paypalEvent('BILLING.SUBSCRIPTION.SUSPENDED', 'subscription', subscriptionResource(id, 'SUSPENDED')),
      );
      await deliver(paypalEvent('BILLING.SUBSCRIPTION.ACTIVATED', 'subscription', subscriptionResource(id, 'ACTIVE')));
      expect(await subscriptionRow(id)).toMatchObject({ status: 'cancelled' });
    });
  });

  it('BILLING.SUBSCRIPTION.SUSPENDED suspends an active gift, ACTIVATED resumes it, EXPIRED ends it', async () => {
    const id = await newSubscription({ amount: 5 });
    await fromSite(http()).post(`/api/subscription/${id}/activate`).expect(200);
    await deliver(paypalEvent('BILLING.SUBSCRIPTION.SUSPENDED', 'subscription', subscriptionResource(id, 'SUSPENDED')));
    expect(await subscriptionRow(id)).toMatchObject({ status: 'suspended' });
    await deliver(paypalEvent('BILLING.SUBSCRIPTION.ACTIVATED', 'subscription', subscriptionResource(id, 'ACTIVE')));
    expect(await subscriptionRow(id)).toMatchObject({ status: 'active' });
    await deliver(paypalEvent('BILLING.SUBSCRIPTION.EXPIRED', 'subscription', subscriptionResource(id, 'EXPIRED')));
    expect(await subscriptionRow(id)).toMatchObject({ status: 'expired' });
  });

  it('records parallel deliveries of sales of several monthly gifts to one project, each once and all with 200', async () => {
    const raisedBefore = await raisedOf(3);
    const gifts = await Promise.all(
      [5, 7, 11].map(async (amount) => ({ amount, id: await newSubscription({ amount, projectId: 3 }) })),
    );
    const deliveries = await Promise.all(
      gifts.map(async ({ amount, id }) => {
        const { id: saleId } = await chargeSubscription(t.sim, id);
        return {
          saleId,
          signed: await signWebhook(
            t.sim,
            paypalEvent('PAYMENT.SALE.COMPLETED', 'sale', saleResource(saleId, id, `${amount}.00`)),
          ),
        };
      }),
    );
    const posts = deliveries.flatMap(({ signed }) =>
      Array.from({ length: 4 }, () => request(http()).post(path).set(signed.headers).send(signed.body)),
    );
    expect((await Promise.all(posts)).map((response) => response.status)).toEqual(Array(posts.length).fill(200));
    for (const { saleId } of deliveries) expect(await donationBy('paypalPaymentId', saleId)).toHaveLength(1);
    expect(await raisedOf(3)).toBe(raisedBefore + 5 + 7 + 11);
  });

  it('records a monthly payment of a general gift without touching any project', async () => {
    const id = await newSubscription({ amount: 7 });
    const before = await snapshot();
    const { id: saleId } = await chargeSubscription(t.sim, id);
    await deliver(paypalEvent('PAYMENT.SALE.COMPLETED', 'sale', saleResource(saleId, id, '7.00')));
    expect(await donationBy('paypalPaymentId', saleId)).toEqual([
      expect.objectContaining({ projectId: null, paymentStatus: 'completed' }),
    ]);
    expect((await snapshot()).raised).toEqual(before.raised);
  });

  it('acknowledges (200) events about subscriptions, sales and orders we do not know, changing nothing', async () => {
    const before = await snapshot();
    for (const event of [
      paypalEvent('BILLING.SUBSCRIPTION.ACTIVATED', 'subscription', subscriptionResource('I-UNKNOWN00000', 'ACTIVE')),
      paypalEvent(
        'BILLING.SUBSCRIPTION.CANCELLED',
        'subscription',
        subscriptionResource('I-UNKNOWN00000', 'CANCELLED'),
      ),
      paypalEvent('PAYMENT.SALE.COMPLETED', 'sale', saleResource('SALEUNKNOWN', 'I-UNKNOWN00000', '10.00')),
      paypalEvent('PAYMENT.SALE.REFUNDED', 'refund', saleRefundResource('SALEUNKNOWN', '10.00')),
      paypalEvent(
        'PAYMENT.CAPTURE.COMPLETED',
        'capture',
        captureResource('CAPUNKNOWN0000001', 'ORDERUNKNOWN00001', '10.00'),
      ),
      paypalEvent('PAYMENT.CAPTURE.REFUNDED', 'refund', captureRefundResource('CAPUNKNOWN0000001', '10.00')),
      paypalEvent(
        'PAYMENT.CAPTURE.DENIED',
        'capture',
        captureResource('CAPUNKNOWN0000001', 'ORDERUNKNOWN00001', '10.00'),
      ),
      paypalEvent('CHECKOUT.ORDER.APPROVED', 'checkout-order', { id: 'ORDERUNKNOWN00001', status: 'APPROVED' }),
      paypalEvent('BILLING.PLAN.CREATED', 'plan', { id: 'P-1' }),
    ]) {
      const response = await deliver(event);
      expect(response.body).toEqual({ received: true });
    }
    expect(await snapshot()).toEqual(before);
  });

  describe('one-off gifts (PAYMENT.CAPTURE.*)', () => {
    it('completes the donation and credits the project once when the capture webhook arrives (twice) before the browser', async () => {
      const before = await raisedOf(1);
      const orderId = await newOrder({ amount: 40, projectId: 1, donorEmail: 'oneoff@example.org' });
      // PayPal captured, but the answer never reached the browser.
      const { id: captureId } = await captureAtPaypal(t.sim, orderId);
      const event = paypalEvent('PAYMENT.CAPTURE.COMPLETED', 'capture', captureResource(captureId, orderId, '40.00'));
      await deliver(event);
      await deliver(event);
      expect(await donationBy('paypalOrderId', orderId)).toEqual([
        expect.objectContaining({ paymentStatus: 'completed', paypalPaymentId: captureId }),
      ]);
      expect(await raisedOf(1)).toBe(before + 40);
      const late = await fromSite(http()).post(`/paypal/order/${orderId}/capture`).expect(200);
      expect(late.body).toMatchObject({ status: 'COMPLETED', captureId });
      expect(await raisedOf(1)).toBe(before + 40);
    });

    it('changes nothing when the webhook follows the browser capture; a refund takes the gift off once', async () => {
      const before = await raisedOf(2);
      const orderId = await newOrder({ amount: 60.25, projectId: 2 });
      const captured = await fromSite(http()).post(`/paypal/order/${orderId}/capture`).expect(200);
      expect(captured.body).toMatchObject({ status: 'COMPLETED', captureId: expect.any(String) });
      const captureId = captured.body.captureId as string;
      expect(await raisedOf(2)).toBeCloseTo(before + 60.25, 2);

      await deliver(paypalEvent('PAYMENT.CAPTURE.COMPLETED', 'capture', captureResource(captureId, orderId, '60.25')));
      expect(await raisedOf(2)).toBeCloseTo(before + 60.25, 2);
      expect(await donationBy('paypalOrderId', orderId)).toEqual([
        expect.objectContaining({ paymentStatus: 'completed', paypalPaymentId: captureId }),
      ]);

      await setCaptureStatus(t.sim, captureId, 'REFUNDED');
      const refund = paypalEvent('PAYMENT.CAPTURE.REFUNDED', 'refund', captureRefundResource(captureId, '60.25'));
      await deliver(refund);
      await deliver(refund);
      expect(await donationBy('paypalOrderId', orderId)).toEqual([
        expect.objectContaining({ paymentStatus: 'refunded' }),
      ]);
      expect(await raisedOf(2)).toBeCloseTo(before, 2);
    });

    it('PAYMENT.CAPTURE.REVERSED takes a completed gift off like a refund', async () => {
      const before = await raisedOf(3);
      const orderId = await newOrder({ amount: 15, projectId: 3 });
      const { body } = await fromSite(http()).post(`/paypal/order/${orderId}/capture`).expect(200);
      expect(await raisedOf(3)).toBe(before + 15);
      await setCaptureStatus(t.sim, body.captureId, 'REFUNDED');
      await deliver(paypalEvent('PAYMENT.CAPTURE.REVERSED', 'refund', captureRefundResource(body.captureId, '15.00')));
      expect(await donationBy('paypalOrderId', orderId)).toEqual([
        expect.objectContaining({ paymentStatus: 'refunded' }),
      ]);
      expect(await raisedOf(3)).toBe(before);
    });

    it('PAYMENT.CAPTURE.DENIED marks a pending donation denied without touching the project', async () => {
      const before = await raisedOf(3);
      const orderId = await newOrder({ amount: 20, projectId: 3 });
      const { id: captureId } = await captureAtPaypal(t.sim, orderId);
      await setCaptureStatus(t.sim, captureId, 'DECLINED');
      await deliver(
        paypalEvent('PAYMENT.CAPTURE.DENIED', 'capture', {
          ...captureResource(captureId, orderId, '20.00'),
          status: 'DECLINED',
        }),
      );
      expect(await donationBy('paypalOrderId', orderId)).toEqual([
        expect.objectContaining({ paymentStatus: 'denied' }),
      ]);
      expect(await raisedOf(3)).toBe(before);
    });
  });

  describe('money only as PayPal holds it (each payment is read back from PayPal)', () => {
    const completedEvent = (captureId: string, orderId: string, value: string, currencyCode = 'GBP') =>
      paypalEvent('PAYMENT.CAPTURE.COMPLETED', 'capture', {
        ...captureResource(captureId, orderId, value),
        amount: { currency_code: currencyCode, value },
      });
    const fakeCaptureId = () => `CAP${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;
    const pendingOrder = async (orderId: string) =>
      expect(await donationBy('paypalOrderId', orderId)).toEqual([
        expect.objectContaining({ paymentStatus: 'pending', paypalPaymentId: null }),
      ]);

    it('credits nothing for a signed capture of an order that was never approved, or approved and never captured', async () => {
      const before = await snapshot();
      const unapproved = await fromSite(http())
        .post('/paypal/order')
        .send({ currency: 'GBP', intent: 'CAPTURE', amount: 30, projectId: 1 })
        .expect(201);
      const approved = await newOrder({ amount: 30, projectId: 1 });
      await deliver(completedEvent(fakeCaptureId(), unapproved.body.id, '30.00'));
      await deliver(completedEvent(fakeCaptureId(), approved, '30.00'));
      await pendingOrder(unapproved.body.id);
      await pendingOrder(approved);
      expect((await snapshot()).raised).toEqual(before.raised);
    });

    it('credits nothing when the event names a real capture of another order', async () => {
      const before = await snapshot();
      const paid = await newOrder({ amount: 30 });
      const unpaid = await newOrder({ amount: 30, projectId: 1 });
      const { id: captureId } = await captureAtPaypal(t.sim, paid);
      await deliver(completedEvent(captureId, unpaid, '30.00'));
      await pendingOrder(unpaid);
      expect((await snapshot()).raised).toEqual(before.raised);
    });

    it('credits nothing when the amount or currency differs from what PayPal captured, then the genuine event credits once', async () => {
      const before = await raisedOf(2);
      const orderId = await newOrder({ amount: 40, projectId: 2 });
      const { id: captureId } = await captureAtPaypal(t.sim, orderId);
      await deliver(completedEvent(captureId, orderId, '400.00'));
      await deliver(completedEvent(captureId, orderId, '40.00', 'EUR'));
      await deliver(completedEvent(captureId, orderId, '4.00'));
      await pendingOrder(orderId);
      expect(await raisedOf(2)).toBe(before);

      const genuine = completedEvent(captureId, orderId, '40.00');
      await deliver(genuine);
      await deliver(genuine);
      expect(await donationBy('paypalOrderId', orderId)).toEqual([
        expect.objectContaining({ paymentStatus: 'completed', paypalPaymentId: captureId }),
      ]);
      expect(await raisedOf(2)).toBe(before + 40);
    });

    it('waits while PayPal holds the capture PENDING (an eCheck) and credits once it completes', async () => {
      const before = await raisedOf(3);
      const orderId = await newOrder({ amount: 25, projectId: 3 });
      const { id: captureId } = await captureAtPaypal(t.sim, orderId);
      await setCaptureStatus(t.sim, captureId, 'PENDING');
      const browser = await fromSite(http()).post(`/paypal/order/${orderId}/capture`).expect(200);
      expect(browser.body).toMatchObject({ status: 'PENDING' });
      await deliver(completedEvent(captureId, orderId, '25.00'));
      await pendingOrder(orderId);
      expect(await raisedOf(3)).toBe(before);

      await setCaptureStatus(t.sim, captureId, 'COMPLETED');
      await deliver(completedEvent(captureId, orderId, '25.00'));
      expect(await donationBy('paypalOrderId', orderId)).toEqual([
        expect.objectContaining({ paymentStatus: 'completed', paypalPaymentId: captureId }),
      ]);
      expect(await raisedOf(3)).toBe(before + 25);
    });

    it('credits once when the genuine event races the browser capture', async () => {
      const before = await raisedOf(4);
      const orderId = await newOrder({ amount: 33.33, projectId: 4 });
      const { id: captureId } = await captureAtPaypal(t.sim, orderId);
      const signed = await signWebhook(t.sim, completedEvent(captureId, orderId, '33.33'));
      const responses = await Promise.all([
        ...Array.from({ length: 3 }, () => request(http()).post(path).set(signed.headers).send(signed.body)),
        ...Array.from({ length: 3 }, () => fromSite(http()).post(`/paypal/order/${orderId}/capture`)),
      ]);
      expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
      for (const browser of responses.slice(3)) expect(browser.body).toMatchObject({ status: 'COMPLETED', captureId });
      expect(await donationBy('paypalOrderId', orderId)).toEqual([
        expect.objectContaining({ paymentStatus: 'completed', paypalPaymentId: captureId }),
      ]);
      expect(await raisedOf(4)).toBeCloseTo(before + 33.33, 2);
    });

    it('takes nothing off for a refund or reversal PayPal has not made, nor for a partial refund; denies nothing PayPal completed', async () => {
      const orderId = await newOrder({ amount: 18, projectId: 1 });
      const { body } = await fromSite(http()).post(`/paypal/order/${orderId}/capture`).expect(200);
      const captureId = body.captureId as string;
      const pending = await newOrder({ amount: 18, projectId: 1 });
      const { id: pendingCapture } = await captureAtPaypal(t.sim, pending);
      const before = await snapshot();

      await deliver(paypalEvent('PAYMENT.CAPTURE.REFUNDED', 'refund', captureRefundResource(captureId, '18.00')));
      await deliver(paypalEvent('PAYMENT.CAPTURE.REVERSED', 'refund', captureRefundResource(captureId, '18.00')));
      await setCaptureStatus(t.sim, captureId, 'PARTIALLY_REFUNDED');
      await deliver(paypalEvent('PAYMENT.CAPTURE.REFUNDED', 'refund', captureRefundResource(captureId, '5.00')));
      await deliver(
        paypalEvent('PAYMENT.CAPTURE.DENIED', 'capture', {
          ...captureResource(pendingCapture, pending, '18.00'),
          status: 'DECLINED',
        }),
      );
      expect(await snapshot()).toEqual(before);
    });

    describe('monthly payments', () => {
      let subscriptionId: string;

      beforeAll(async () => {
        subscriptionId = await newSubscription({ amount: 9, projectId: 2 });
      });

      it('records no sale PayPal does not hold, for another amount or currency, or of another subscription', async () => {
        const { id: saleId } = await chargeSubscription(t.sim, subscriptionId);
        const other = await newSubscription({ amount: 9, projectId: 2 });
        const before = await snapshot();
        await deliver(
          paypalEvent(
            'PAYMENT.SALE.COMPLETED',
            'sale',
            saleResource(`SALE${randomUUID().slice(0, 8).toUpperCase()}`, subscriptionId, '9.00'),
          ),
        );
        await deliver(paypalEvent('PAYMENT.SALE.COMPLETED', 'sale', saleResource(saleId, subscriptionId, '90.00')));
        await deliver(
          paypalEvent('PAYMENT.SALE.COMPLETED', 'sale', {
            ...saleResource(saleId, subscriptionId, '9.00'),
            amount: { total: '9.00', currency: 'EUR' },
          }),
        );
        await deliver(paypalEvent('PAYMENT.SALE.COMPLETED', 'sale', saleResource(saleId, other, '9.00')));
        expect(await snapshot()).toEqual(before);

        await deliver(paypalEvent('PAYMENT.SALE.COMPLETED', 'sale', saleResource(saleId, subscriptionId, '9.00')));
        expect(await donationBy('paypalPaymentId', saleId)).toEqual([
          expect.objectContaining({ paymentStatus: 'completed', projectId: 2 }),
        ]);
      });

      it('takes off no sale PayPal has not refunded, nor one only partly refunded', async () => {
        const { id: saleId } = await chargeSubscription(t.sim, subscriptionId);
        await deliver(paypalEvent('PAYMENT.SALE.COMPLETED', 'sale', saleResource(saleId, subscriptionId, '9.00')));
        const before = await snapshot();
        await deliver(paypalEvent('PAYMENT.SALE.REFUNDED', 'refund', saleRefundResource(saleId, '9.00')));
        await setSaleState(t.sim, saleId, 'partially_refunded');
        await deliver(paypalEvent('PAYMENT.SALE.REFUNDED', 'refund', saleRefundResource(saleId, '4.00')));
        expect(await snapshot()).toEqual(before);
      });
    });
  });

  describe('verification', () => {
    let subscriptionId: string;
    let before: Awaited<ReturnType<typeof snapshot>>;
    const sale = () =>
      paypalEvent(
        'PAYMENT.SALE.COMPLETED',
        'sale',
        saleResource(`SALE${randomUUID().slice(0, 8).toUpperCase()}`, subscriptionId, '9.00'),
      );

    beforeAll(async () => {
      subscriptionId = await newSubscription({ amount: 9, projectId: 1 });
    });
    beforeEach(async () => {
      before = await snapshot();
    });
    afterEach(async () => {
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a body altered after signing (400 JSON)', async () => {
      const signed = await signWebhook(t.sim, sale());
      const response = await request(http())
        .post(path)
        .set(signed.headers)
        .send(signed.body.replace('"9.00"', '"900.00"'))
        .expect(400)
        .expect('Content-Type', /application\/json/);
      expect(response.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'The webhook signature could not be verified with PayPal',
      });
    });

    it('refuses a wrong signature header', async () => {
      const signed = await signWebhook(t.sim, sale());
      await request(http())
        .post(path)
        .set({ ...signed.headers, 'paypal-transmission-sig': Buffer.from('forged').toString('base64') })
        .send(signed.body)
        .expect(400);
    });

    it('refuses an event signed for another webhook', async () => {
      const response = await fetch(`${t.sim.url}/__sim/webhooks/sign`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ event: sale(), webhook_id: `${TEST_WEBHOOK_ID}-OTHER` }),
      });
      const signed = (await response.json()) as { headers: Record<string, string>; body: string };
      await request(http()).post(path).set(signed.headers).send(signed.body).expect(400);
    });

    it.each([
      'paypal-auth-algo',
      'paypal-cert-url',
      'paypal-transmission-id',
      'paypal-transmission-sig',
      'paypal-transmission-time',
    ])('refuses a delivery without %s', async (header) => {
      const signed = await signWebhook(t.sim, sale());
      const headers = { ...signed.headers };
      delete headers[header];
      const response = await request(http()).post(path).set(headers).send(signed.body).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: `Missing PayPal signature headers: ${header.toUpperCase()}`,
      });
    });

    it('refuses a body that is not a JSON object', async () => {
      const signed = await signWebhook(t.sim, sale());
      await request(http()).post(path).set(signed.headers).send('[1,2,3]').expect(400);
    });

    it('refuses a body over 100 KB with 413', async () => {
      const signed = await signWebhook(t.sim, sale());
      await request(http()).post(path).set(signed.headers).send(oversizeJson(sale())).expect(413);
    });

    it('forwards the event unchanged, so fields no DTO knows still verify (an ignored event type answers 200)', async () => {
      const event = {
        ...paypalEvent('CUSTOMER.DISPUTE.CREATED', 'dispute', {
          dispute_id: 'PP-D-1',
          nested: { deep: [1, { x: null }], flag: true },
        }),
        extra_field: 'kept',
      };
      await deliver(event);
    });
  });

  describe('without configuration', () => {
    it('answers 503 JSON when PAYPAL_WEBHOOK_ID is not set', async () => {
      const noWebhook = await startPaymentsTestApp({ webhookId: undefined });
      try {
        const signed = await signWebhook(noWebhook.sim, paypalEvent('BILLING.PLAN.CREATED', 'plan', { id: 'P-1' }));
        const response = await request(noWebhook.app.getHttpServer())
          .post(path)
          .set(signed.headers)
          .send(signed.body)
          .expect(503)
          .expect('Content-Type', /application\/json/);
        expect(response.body).toMatchObject({ statusCode: 503, error: 'PayPal webhooks are not configured' });
      } finally {
        await noWebhook.close();
      }
    });

    it('answers 503 JSON when PayPal is not configured', async () => {
      const bare = await startTestApp();
      try {
        const response = await request(bare.http)
          .post(path)
          .send({ id: 'WH-1', event_type: 'BILLING.PLAN.CREATED', resource: {} })
          .expect(503);
        expect(response.body).toMatchObject({ statusCode: 503, error: 'PayPal is not configured' });
      } finally {
        await bare.close();
      }
    });
  });
});
