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

    it('refuses a link or a line break in the name to show, and a non-boolean choice to show it', async () => {
      expect(await refusal({ displayName: 'www.me' })).toEqual(['Name to show cannot contain a link or web address']);
      expect(await refusal({ displayName: 'Amina\nKhan' })).toEqual([
        'Name to show contains a character we cannot show (a control or formatting character); please retype it',
      ]);
      expect(await refusal({ displayName: 'a'.repeat(61) })).toEqual(['Name to show must be at most 60 characters']);
      expect(await refusal({ showName: 'yes' })).toEqual(['showName must be a boolean']);
    });

    const wordsOf = async (id: number) => {
      const [row] = await t.dataSource.query(
        'SELECT message, messageStatus, displayName, nameStatus, isAnonymous FROM donations WHERE id = ?',
        [id],
      );
      return { ...row, isAnonymous: Boolean(Number(row.isAnonymous)) };
    };

    it('stores the message as plain text, pending, and keeps no name to show unless the donor chose to show one', async () => {
      const { id } = await give(t, {
        donorName: 'Amina Khan',
        displayName: 'Amina from Leeds',
        message: '  <b>Bright</b> days,\r\nfrom Leeds & Hull.  ',
      });
      expect(await wordsOf(id)).toEqual({
        message: '<b>Bright</b> days,\nfrom Leeds & Hull.',
        messageStatus: 'pending',
        displayName: null,
        nameStatus: null,
        isAnonymous: true,
      });
    });

    it('keeps the name a donor chose to show, defaulting to first name and initial, waiting for staff', async () => {
      const { id } = await give(t, { donorName: 'Amina Khan', showName: true });
      expect(await wordsOf(id)).toMatchObject({ displayName: 'Amina K.', nameStatus: 'pending', isAnonymous: false });
    });
  });

  describe('GET /api/projects/:id/supporters and moderation', () => {
    let named: { id: number; captureId: string };
    let anonymous: { id: number; captureId: string };
    let refunded: { id: number; captureId: string };
    let spam: { id: number; captureId: string };
    let payPalDefault: { id: number; captureId: string };
    let notNamed: { id: number; captureId: string };
    let staffA: string;
    let staffB: string;

    beforeAll(async () => {
      await t.dataSource.query('DELETE FROM donations');
      named = await give(t, {
        donorName: 'Bilal Ahmed',
        donorEmail: 'bilal@example.org',
        message: 'Lights on!',
        showName: true,
      });
      anonymous = await give(t, { donorName: 'Cara Jones', donorEmail: 'cara@example.org', message: 'Keep going.' });
      refunded = await give(t, { displayName: 'Refunded Rita', donorEmail: 'rita@example.org', showName: true });
      // Passes every rule for a name, so only staff can keep it off the page.
      spam = await give(t, { showName: true, displayName: 'URGENT refund call 0800 555 0199' });
      // A project gift asks no name: with the box ticked, the PayPal account's first name and initial waits for
      // staff; without it, PayPal's name is not even kept.
      payPalDefault = await give(t, { showName: true });
      notNamed = await give(t, {});
      staffA = (await signInAs(t, 'staff', 'moderator-a')).cookie;
      staffB = (await signInAs(t, 'staff', 'moderator-b')).cookie;
    });

    const supporters = async () => {
      const response = await request(t.http).get('/api/projects/1/supporters').expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
      return response;
    };
    const decide = (cookie: string, id: number, part: 'message' | 'name', decision: Record<string, string>) =>
      fromSite(t.http).patch(`/api/staff/donations/${id}/${part}`).set('Cookie', cookie).send(decision);

    it('lists completed gifts newest first, every name "Anonymous" until staff approve it, without amounts, emails or unapproved messages', async () => {
      const response = await supporters();
      const body = response.body as ProjectSupportersResponse;
      // People: the three gifts without an address were paid from one PayPal account, whose address they keep.
      expect(body.count).toBe(4);
      expect(body.items.map((item) => item.name)).toEqual(Array(6).fill('Anonymous'));
      for (const item of body.items) {
        expect(Object.keys(item).sort()).toEqual(['date', 'message', 'name']);
        expect(item.message).toBeNull();
        expect(Number.isNaN(Date.parse(item.date))).toBe(false);
      }
      expect(response.text).not.toMatch(/amount|@|Bilal|Cara|Jones|Rita|URGENT|0800|Sandbox|Lights on|Keep going/);
    });

    it('keeps the name PayPal gives only for a donor who chose to show a name', async () => {
      const names: { displayName: string | null; nameStatus: string | null }[] = await t.dataSource.query(
        'SELECT displayName, nameStatus FROM donations WHERE id IN (?, ?) ORDER BY id',
        [payPalDefault.id, notNamed.id],
      );
      expect(names.map(({ displayName, nameStatus }) => ({ displayName, nameStatus }))).toEqual([
        { displayName: 'Sandbox B.', nameStatus: 'pending' },
        { displayName: null, nameStatus: null },
      ]);
    });

    it('answers 404 for an unknown project and 400 for a malformed id', async () => {
      await request(t.http).get('/api/projects/999/supporters').expect(404);
      await request(t.http).get('/api/projects/abc/supporters').expect(400);
    });

    it('queues pending names and messages for staff only, and counts them on the staff home', async () => {
      await request(t.http).get('/api/staff/donations/messages').expect(401);
      const attention = await request(t.http).get('/api/staff/attention').set('Cookie', staffA).expect(200);
      expect(attention.body.items).toContainEqual({
        key: 'supporters.awaiting-moderation',
        label: 'Supporters’ names and messages waiting for moderation',
        count: 5,
        href: '/staff/donations/messages?status=pending',
        tone: 'warning',
      });
      const queue = await request(t.http).get('/api/staff/donations/messages').set('Cookie', staffA).expect(200);
      expect(queue.body.total).toBe(5);
      expect(
        queue.body.items.map((item: { name: string | null; message: string | null }) => [item.name, item.message]),
      ).toEqual([
        ['Bilal A.', 'Lights on!'],
        [null, 'Keep going.'],
        ['Refunded Rita', null],
        ['URGENT refund call 0800 555 0199', null],
        ['Sandbox B.', null],
      ]);
      expect(queue.body.items[0]).toMatchObject({ shownName: 'Anonymous', nameStatus: 'pending', status: 'pending' });
      expect(queue.body.items[1]).toMatchObject({ shownName: 'Anonymous', isAnonymous: true, nameStatus: null });
      expect(queue.headers['cache-control']).toBe('no-store');
    });

    it.each(['message', 'name'] as const)(
      'resolves two staff deciding one %s at once to one decision, audited once',
      async (part) => {
        const id = part === 'message' ? anonymous.id : spam.id;
        const [first, second] = await Promise.all([
          decide(staffA, id, part, { status: 'approved' }),
          decide(staffB, id, part, { status: 'hidden' }),
        ]);
        expect([first.status, second.status].sort()).toEqual([200, 409]);
        const loser = first.status === 200 ? second : first;
        expect(loser.body.message).toMatch(
          new RegExp(`^moderator-[ab] (approved|hidden) this ${part} .*your decision was not saved`),
        );
        const [row] = await t.dataSource.query(`SELECT ${part}Status AS status FROM donations WHERE id = ?`, [id]);
        const winner = first.status === 200 ? first : second;
        expect(row.status).toBe(part === 'message' ? winner.body.status : winner.body.nameStatus);
        const audited = await countRows(
          t.dataSource,
          'audit_log',
          "entityType = 'donation' AND entityId = ? AND action LIKE ?",
          [String(id), `donation.${part}.%`],
        );
        expect(audited).toBe(1);
        // Settle it (the loser sees what the winner did and decides again): the message shown, the name hidden.
        const settled = part === 'message' ? 'approved' : 'hidden';
        if (row.status !== settled) await decide(staffA, id, part, { status: settled, from: row.status }).expect(200);
      },
    );

    it('says so when the same decision was already taken, and refuses a gift without that part', async () => {
      const again = await decide(staffB, anonymous.id, 'message', { status: 'approved' }).expect(409);
      expect(again.body.message).toMatch(/already approved this message/);
      const name = await decide(staffB, spam.id, 'name', { status: 'hidden' }).expect(409);
      expect(name.body.message).toMatch(/already hidden this name/);
      await decide(staffB, refunded.id, 'message', { status: 'approved' }).expect(404);
      await decide(staffB, anonymous.id, 'name', { status: 'approved' }).expect(404);
      await decide(staffB, named.id, 'message', { status: 'published' }).expect(400);
      await decide(staffB, named.id, 'name', { status: 'published' }).expect(400);
    });

    it('shows an approved name and message, never a hidden one, and drops a refunded gift', async () => {
      await decide(staffB, named.id, 'message', { status: 'hidden' }).expect(200);
      await decide(staffB, named.id, 'name', { status: 'approved' }).expect(200);
      await decide(staffA, refunded.id, 'name', { status: 'approved' }).expect(200);
      await t.app.get(DonationLedger).refundByCaptureId(refunded.captureId);
      const body = (await supporters()).body as ProjectSupportersResponse;
      expect(body.count).toBe(3);
      expect(body.items).toEqual([
        expect.objectContaining({ name: 'Anonymous', message: null }),
        expect.objectContaining({ name: 'Anonymous', message: null }),
        expect.objectContaining({ name: 'Anonymous', message: null }),
        expect.objectContaining({ name: 'Anonymous', message: 'Keep going.' }),
        expect.objectContaining({ name: 'Bilal A.', message: null }),
      ]);
      const audit: { action: string }[] = await t.dataSource.query(
        "SELECT action FROM audit_log WHERE entityType = 'donation' ORDER BY id",
      );
      expect(audit.map((entry) => entry.action)).toEqual(
        expect.arrayContaining(['donation.message.hidden', 'donation.name.approved', 'donation.name.hidden']),
      );
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
          showName: true,
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
      const rows: { id: number; message: string | null; displayName: string | null }[] = await t.dataSource.query(
        'SELECT id, message, messageStatus, displayName, nameStatus FROM donations ORDER BY id',
      );
      expect(rows).toEqual([
        expect.objectContaining({
          message: 'Every month, for the lights.',
          messageStatus: 'pending',
          displayName: 'Dana S.',
          nameStatus: 'pending',
        }),
        expect.objectContaining({ message: null, messageStatus: null, displayName: null, nameStatus: null }),
      ]);
      const listed = async () =>
        (await request(t.http).get('/api/projects/1/supporters').expect(200)).body as ProjectSupportersResponse;
      expect(await listed()).toEqual({ count: 1, items: [expect.objectContaining({ name: 'Anonymous' })] });
      const { cookie } = await signInAs(t, 'staff', 'moderator-c');
      await fromSite(t.http)
        .patch(`/api/staff/donations/${rows[0]?.id}/name`)
        .set('Cookie', cookie)
        .send({ status: 'approved' })
        .expect(200);
      expect(await listed()).toEqual({
        count: 1,
        items: [expect.objectContaining({ name: 'Dana S.', message: null })],
      });
    });
  });
});
