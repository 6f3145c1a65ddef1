import request from 'supertest';
import { GIFT_MESSAGE_LINK_MESSAGE, type ProjectSupportersResponse } from '@solar/shared-contracts';
import { DonationLedger } from '../src/payments/donation-ledger.service';
import { countRows, driverName, fromSite } from './test-app';
import { paypalEvent, saleResource } from './support/paypal-events';
import {
  approveOrder,
  approveSubscription,
  chargeSubscription,
  signWebhook,
  startPaymentsTestApp,
  type PaymentsTestApp,
} from './test-paypal';
import { signInAs } from './support/staff-session';

const gift = { amount: 25, currency: 'GBP', intent: 'CAPTURE', projectId: 1 };

/** A one-off gift to project 1 through the simulator, approved and captured: answers its donation id and capture id. */
async function give(t: PaymentsTestApp, words: Record<string, unknown>): Promise<{ id: number; captureId: string }> {
  const order = await fromSite(t.http)
    .post('/paypal/order')
    .send({ ...gift, ...words })
    .expect(201);
  await approveOrder(t.sim, order.body.id);
  const capture = await fromSite(t.http).post(`/paypal/order/${order.body.id}/capture`).expect(200);
  expect(capture.body.status).toBe('COMPLETED');
  const rows: { id: number }[] = await t.dataSource.query('SELECT id FROM donations WHERE paypalOrderId = ?', [
    order.body.id,
  ]);
  return { id: Number(rows[0]?.id), captureId: capture.body.captureId };
}

describe(`Donors' words: messages, supporters and moderation (${driverName})`, () => {
  let t: PaymentsTestApp;

  beforeAll(async () => {
    t = await startPaymentsTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the message and name on a gift', () => {
    const refusal = async (words: Record<string, unknown>) => {
      const before = await countRows(t.dataSource, 'donations');
      const response = await fromSite(t.http)
        .post('/paypal/order')
        .send({ ...gift, ...words })
        .expect(400);
      expect(await countRows(t.dataSource, 'donations')).toBe(before);
      return response.body.message as string[];
    };

    it.each([
      ['a link', 'See https://example.org for more'],
      ['www.', 'Visit www.solar now'],
      ['a bare domain', 'bit.ly/abc is great'],
      ['an email address', 'write to me at amina@example.org'],
    ])('refuses a message with %s', async (_what, message) => {
      expect(await refusal({ message })).toEqual([GIFT_MESSAGE_LINK_MESSAGE]);
    });

    it('refuses a message over 280 characters, counting an emoji as one', async () => {
      expect(await refusal({ message: 'a'.repeat(281) })).toEqual(['Message must be at most 280 characters']);
      // 280 emoji are 560 UTF-16 units but 280 characters: accepted.
      await fromSite(t.http)
        .post('/paypal/order')
        .send({ ...gift, message: '☀'.repeat(140) + '😀'.repeat(140) })
        .expect(201);
    });

    it.each([
      ['a NUL', 'hello\u0000there'],
      ['an escape', 'red \u001b[31m text'],
      ['a tab', 'hello\tthere'],
      ['a direction override', 'abc\u202Edcba'],
      ['a C1 control', 'x\u0085y'],
    ])('refuses a message with %s', async (_what, message) => {
      expect(await refusal({ message })).toEqual([
        'Message contains a character we cannot show (a control or formatting character); please retype it',
      ]);
    });

    it('refuses a link or a line break in the name to show, and a non-boolean anonymity', async () => {
      expect(await refusal({ displayName: 'www.me' })).toEqual(['Name to show cannot contain a link or web address']);
      expect(await refusal({ displayName: 'Amina\nKhan' })).toEqual([
        'Name to show contains a character we cannot show (a control or formatting character); please retype it',
      ]);
      expect(await refusal({ displayName: 'a'.repeat(61) })).toEqual(['Name to show must be at most 60 characters']);
      expect(await refusal({ isAnonymous: 'yes' })).toEqual(['isAnonymous must be a boolean']);
    });

    it('stores the message as plain text, pending, with the name to show defaulting to first name and initial', async () => {
      const { id } = await give(t, {
        donorName: 'Amina Khan',
        message: '  <b>Bright</b> days,\r\nfrom Leeds & Hull.  ',
      });
      const [row] = await t.dataSource.query(
        'SELECT message, messageStatus, displayName, isAnonymous FROM donations WHERE id = ?',
        [id],
      );
      expect(row).toMatchObject({
        message: '<b>Bright</b> days,\nfrom Leeds & Hull.',
        messageStatus: 'pending',
        displayName: 'Amina K.',
      });
      expect(Boolean(Number(row.isAnonymous))).toBe(false);
    });
  });

  describe('GET /api/projects/:id/supporters and moderation', () => {
    let named: { id: number; captureId: string };
    let anonymous: { id: number; captureId: string };
    let refunded: { id: number; captureId: string };
    let staffA: string;
    let staffB: string;

    beforeAll(async () => {
      await t.dataSource.query('DELETE FROM donations');
      named = await give(t, { donorName: 'Bilal Ahmed', donorEmail: 'bilal@example.org', message: 'Lights on!' });
      anonymous = await give(t, {
        donorName: 'Cara Jones',
        donorEmail: 'cara@example.org',
        isAnonymous: true,
        message: 'Keep going.',
      });
      refunded = await give(t, { displayName: 'Refunded Rita', donorEmail: 'rita@example.org' });
      // A project gift with no name given shows the PayPal account's first name and initial.
      await give(t, {});
      staffA = (await signInAs(t, 'staff', 'moderator-a')).cookie;
      staffB = (await signInAs(t, 'staff', 'moderator-b')).cookie;
    });

    const supporters = async () => {
      const response = await request(t.http).get('/api/projects/1/supporters').expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
      return response;
    };

    it('lists completed gifts newest first, without amounts, emails or unapproved messages', async () => {
      const response = await supporters();
      const body = response.body as ProjectSupportersResponse;
      expect(body.count).toBe(4);
      expect(body.items.map((item) => item.name)).toEqual(['Sandbox B.', 'Refunded Rita', 'Anonymous', 'Bilal A.']);
      for (const item of body.items) {
        expect(Object.keys(item).sort()).toEqual(['date', 'message', 'name']);
        expect(item.message).toBeNull();
        expect(Number.isNaN(Date.parse(item.date))).toBe(false);
      }
      expect(response.text).not.toMatch(/amount|@|Cara|Jones|Lights on|Keep going/);
    });

    it('answers 404 for an unknown project and 400 for a malformed id', async () => {
      await request(t.http).get('/api/projects/999/supporters').expect(404);
      await request(t.http).get('/api/projects/abc/supporters').expect(400);
    });

    it('queues pending messages for staff only, and counts them on the staff home', async () => {
      await request(t.http).get('/api/staff/donations/messages').expect(401);
      const attention = await request(t.http).get('/api/staff/attention').set('Cookie', staffA).expect(200);
      expect(attention.body.items).toContainEqual({
        key: 'supporters.awaiting-moderation',
        label: 'Messages waiting for moderation',
        count: 2,
        href: '/staff/donations/messages?status=pending',
        tone: 'warning',
      });
      const queue = await request(t.http).get('/api/staff/donations/messages').set('Cookie', staffA).expect(200);
      expect(queue.body.total).toBe(2);
      expect(queue.body.items.map((item: { message: string }) => item.message)).toEqual(['Lights on!', 'Keep going.']);
      expect(queue.body.items[1]).toMatchObject({ shownName: 'Anonymous', isAnonymous: true, status: 'pending' });
      expect(queue.headers['cache-control']).toBe('no-store');
    });

    it('resolves two staff deciding one message at once to one decision, audited once', async () => {
      const [first, second] = await Promise.all([
        fromSite(t.http)
          .patch(`/api/staff/donations/${anonymous.id}/message`)
          .set('Cookie', staffA)
          .send({ status: 'approved' }),
        fromSite(t.http)
          .patch(`/api/staff/donations/${anonymous.id}/message`)
          .set('Cookie', staffB)
          .send({ status: 'hidden' }),
      ]);
      const statuses = [first.status, second.status].sort();
      expect(statuses).toEqual([200, 409]);
      const winner = first.status === 200 ? first : second;
      const loser = first.status === 200 ? second : first;
      // The decision shows on its project's page: the answer names that page's key, a refusal names none.
      expect(winner.headers['x-changed-keys']).toBe(`project:${winner.body.projectId}`);
      expect(loser.headers['x-changed-keys']).toBeUndefined();
      expect(loser.body.message).toMatch(
        /^moderator-[ab] (approved|hidden) this message .*your decision was not saved/,
      );
      const [row] = await t.dataSource.query('SELECT messageStatus, messageModeratedBy FROM donations WHERE id = ?', [
        anonymous.id,
      ]);
      expect(row.messageStatus).toBe(winner.body.status);
      expect(
        await countRows(t.dataSource, 'audit_log', "entityType = 'donation' AND entityId = ?", [String(anonymous.id)]),
      ).toBe(1);
      // Settle it as approved for what follows (the loser sees what the winner did and decides again).
      if (winner.body.status === 'hidden') {
        await fromSite(t.http)
          .patch(`/api/staff/donations/${anonymous.id}/message`)
          .set('Cookie', staffA)
          .send({ status: 'approved', from: 'hidden' })
          .expect(200);
      }
    });

    it('says so when the same decision was already taken, and refuses a gift without a message', async () => {
      const again = await fromSite(t.http)
        .patch(`/api/staff/donations/${anonymous.id}/message`)
        .set('Cookie', staffB)
        .send({ status: 'approved' })
        .expect(409);
      expect(again.body.message).toMatch(/already approved this message/);
      await fromSite(t.http)
        .patch(`/api/staff/donations/${refunded.id}/message`)
        .set('Cookie', staffB)
        .send({ status: 'approved' })
        .expect(404);
      await fromSite(t.http)
        .patch(`/api/staff/donations/${named.id}/message`)
        .set('Cookie', staffB)
        .send({ status: 'published' })
        .expect(400);
    });

    it('shows an approved message, never a hidden one, and drops a refunded gift', async () => {
      await fromSite(t.http)
        .patch(`/api/staff/donations/${named.id}/message`)
        .set('Cookie', staffB)
        .send({ status: 'hidden' })
        .expect(200);
      await t.app.get(DonationLedger).refundByCaptureId(refunded.captureId);
      const body = (await supporters()).body as ProjectSupportersResponse;
      expect(body.count).toBe(3);
      expect(body.items).toEqual([
        expect.objectContaining({ name: 'Sandbox B.', message: null }),
        expect.objectContaining({ name: 'Anonymous', message: 'Keep going.' }),
        expect.objectContaining({ name: 'Bilal A.', message: null }),
      ]);
      const audit: { action: string; actorUsername: string }[] = await t.dataSource.query(
        "SELECT action, actorUsername FROM audit_log WHERE entityType = 'donation' ORDER BY id",
      );
      expect(audit.map((entry) => entry.action)).toContain('donation.message.hidden');
    });
  });

  describe('a monthly gift', () => {
    it('carries its words to the first payment only, so the donor is listed once and moderated once', async () => {
      await t.dataSource.query('DELETE FROM donations');
      const created = await fromSite(t.http)
        .post('/api/subscription')
        .send({
          amount: 10,
          currency: 'GBP',
          frequency: 'monthly',
          projectId: 1,
          donorEmail: 'dana@example.org',
          donorName: 'Dana Scott',
          message: 'Every month, for the lights.',
        })
        .expect(201);
      await approveSubscription(t.sim, created.body.id);
      await fromSite(t.http).post(`/api/subscription/${created.body.id}/activate`).expect(200);
      for (let month = 0; month < 2; month += 1) {
        const sale = await chargeSubscription(t.sim, created.body.id);
        const signed = await signWebhook(
          t.sim,
          paypalEvent('PAYMENT.SALE.COMPLETED', 'sale', saleResource(sale.id, created.body.id, '10.00')),
        );
        await request(t.http).post('/paypal/webhook').set(signed.headers).send(signed.body).expect(200);
      }
      const rows: { message: string | null; messageStatus: string | null; displayName: string }[] =
        await t.dataSource.query('SELECT message, messageStatus, displayName FROM donations ORDER BY id');
      expect(rows).toEqual([
        expect.objectContaining({
          message: 'Every month, for the lights.',
          messageStatus: 'pending',
          displayName: 'Dana S.',
        }),
        expect.objectContaining({ message: null, messageStatus: null, displayName: 'Dana S.' }),
      ]);
      const body = (await request(t.http).get('/api/projects/1/supporters').expect(200))
        .body as ProjectSupportersResponse;
      expect(body).toEqual({ count: 1, items: [expect.objectContaining({ name: 'Dana S.', message: null })] });
    });
  });
});
