import type request from 'supertest';
import type { StaffAttention, StaffAttentionItem } from '@solar/shared-contracts';
import { ukDayStart, ukMonthOf, ukToday } from '@solar/shared-format/uk-time';
import { ContactMessage } from '../src/contact/contact-message.entity';
import { GiftsThisMonthAttention } from '../src/payments/gifts-this-month.attention';
import { datedLists } from './support/dated-rows';
import { signInAs } from './support/staff-session';
import { driverName, fromSite, startTestApp, type TestApp } from './test-app';

const HOUR = 3_600_000;
const datetime = (instant: Date) => instant.toISOString().replace('T', ' ').slice(0, 19);

async function insertDonation(
  t: TestApp,
  row: { name: string; amount: number; status: string; createdAt: Date; declarationId?: number },
): Promise<void> {
  await t.dataSource.query(
    'INSERT INTO donations (donorName, amount, currency, paymentStatus, paidAt, giftAidDeclarationId, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [
      row.name,
      row.amount,
      'GBP',
      row.status,
      row.status === 'completed' ? row.createdAt.getTime() : null,
      row.declarationId ?? null,
      datetime(row.createdAt),
    ],
  );
}

async function setStatus(t: TestApp, table: string, column: string, value: string, where: string): Promise<void> {
  await t.dataSource.query(`UPDATE ${table} SET ${column} = ? WHERE ${where}`, [value]);
}

/** The API list an item's link opens (the console page's own request), and how many rows it holds. */
async function rowsBehind(get: (url: string) => request.Test, href: string) {
  const url = new URL(href, 'http://console.test');
  if (url.pathname === '/staff/gift-aid/claims') {
    const eligible = await get(`/api/staff/gift-aid/eligible${url.search}`).expect(200);
    return { count: eligible.body.donations.length as number, giftAid: eligible.body.giftAidTotal as number };
  }
  const list = await get(`/api${url.pathname}${url.search}`).expect(200);
  return { count: list.body.total as number };
}

describe(`Staff home: what needs attention (${driverName})`, () => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  const get = (cookie: string) => (url: string) => fromSite(t.http).get(url).set('Cookie', cookie);
  const now = new Date();
  const month = ukMonthOf(now);
  const monthStart = ukDayStart(month.from);

  beforeAll(async () => {
    t = await startTestApp();
    ({ cookie: admin } = await signInAs(t, 'admin'));
    ({ cookie: staff } = await signInAs(t, 'staff'));
    const [messages, volunteers, , emails, , , declarations] = datedLists;
    const recent = new Date(now.getTime() - HOUR);
    for (const marker of ['unread1', 'unread2', 'read1']) await messages?.insert(t, marker, recent);
    await setStatus(t, 'contact_messages', 'isRead', '1', "name = 'read1'");
    for (const marker of ['pending1', 'pending2', 'reviewing1']) await volunteers?.insert(t, marker, recent);
    await setStatus(t, 'volunteers', 'status', 'reviewing', "firstName = 'reviewing1'");
    for (const marker of ['failed1', 'sent1']) await emails?.insert(t, marker, recent);
    await setStatus(t, 'outbox_emails', 'status', 'failed', "recipient = 'failed1@example.org'");
    await declarations?.insert(t, 'giftaid', new Date(now.getTime() - 400 * 24 * HOUR));
    const [declaration] = await t.dataSource.query("SELECT id FROM gift_aid_declarations WHERE firstName = 'giftaid'");

    // This UK month: from its first UK midnight (an hour before the UTC one in summer).
    await insertDonation(t, { name: 'first-hour', amount: 10, status: 'completed', createdAt: monthStart });
    await insertDonation(t, {
      name: 'with-gift-aid',
      amount: 15.5,
      status: 'completed',
      createdAt: new Date(Math.min(now.getTime(), monthStart.getTime() + 2 * HOUR)),
      declarationId: Number(declaration.id),
    });
    await insertDonation(t, { name: 'pending', amount: 99, status: 'pending', createdAt: monthStart });
    // Last month, one second before this one began: not this month's, but Gift Aid may be claimed on it.
    await insertDonation(t, {
      name: 'last-month',
      amount: 40,
      status: 'completed',
      createdAt: new Date(monthStart.getTime() - 1000),
      declarationId: Number(declaration.id),
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  const itemsOf = async (cookie: string): Promise<StaffAttentionItem[]> => {
    const response = await get(cookie)('/api/staff/attention').expect(200).expect('Cache-Control', 'no-store');
    return (response.body as StaffAttention).items;
  };

  it('answers 401 without a session', async () => {
    await fromSite(t.http).get('/api/staff/attention').expect(401);
  });

  it('counts each thing for an administrator, in order, each with the filtered list that shows those rows', async () => {
    const today = ukToday(now);
    const fourYearsAgo = `${Number(today.slice(0, 4)) - 4}${today.slice(4)}`;
    expect(await itemsOf(admin)).toEqual([
      {
        key: 'messages.unread',
        label: 'Unread messages',
        count: 2,
        href: '/staff/messages?filter=unread',
        tone: 'warning',
      },
      {
        key: 'volunteers.to-review',
        label: 'Volunteer applications to review',
        count: 2,
        href: '/staff/volunteers?status=pending',
        tone: 'warning',
      },
      {
        key: 'supporters.awaiting-moderation',
        label: 'Supporters’ names and messages waiting for moderation',
        count: 0,
        href: '/staff/donations/messages?status=pending',
        tone: 'info',
      },
      {
        key: 'donations.this-month',
        label: expect.stringMatching(/^Gifts in [A-Z][a-z]+ \d{4}$/),
        count: 2,
        total: { amount: 25.5, currency: 'GBP' },
        href: `/staff/donations?status=completed&from=${month.from}&to=${month.to}`,
        tone: 'info',
      },
      {
        key: 'monthly-gifts.payment-problems',
        label: 'Monthly gifts with payment problems',
        count: 0,
        href: '/staff/monthly-gifts?problem=payment',
        tone: 'info',
      },
      {
        key: 'gift-aid.claimable',
        label: 'Gift Aid to claim',
        count: 2,
        total: { amount: 13.88, currency: 'GBP' },
        href: `/staff/gift-aid/claims?from=${fourYearsAgo}&to=${today}`,
        tone: 'warning',
      },
      {
        key: 'emails.failed',
        label: 'Emails that failed',
        count: 1,
        href: '/staff/emails?status=failed',
        tone: 'danger',
      },
    ]);
  });

  it('links each count to a list holding exactly that many rows', async () => {
    for (const item of await itemsOf(admin)) {
      const behind = await rowsBehind(get(admin), item.href);
      expect([item.key, behind.count]).toEqual([item.key, item.count]);
      if (behind.giftAid !== undefined) expect(behind.giftAid).toBe(item.total?.amount);
    }
  });

  it('leaves out for role staff what only administrators can act on (claiming Gift Aid, resending emails)', async () => {
    expect((await itemsOf(staff)).map((item) => item.key)).toEqual([
      'messages.unread',
      'volunteers.to-review',
      'supporters.awaiting-moderation',
      'donations.this-month',
      'monthly-gifts.payment-problems',
    ]);
  });

  it('counts again after a change: reading a message takes it off', async () => {
    const [unread] = await t.dataSource.getRepository(ContactMessage).findBy({ name: 'unread1' });
    await fromSite(t.http).get(`/api/staff/messages/${unread?.id}`).set('Cookie', staff).expect(200);
    expect((await itemsOf(staff))[0]).toMatchObject({ key: 'messages.unread', count: 1 });
  });

  it('takes the UK month: in July, a gift at 00:30 BST on 1 July counts and one at 23:30 BST on 30 June does not', async () => {
    await insertDonation(t, {
      name: 'june',
      amount: 7,
      status: 'completed',
      createdAt: new Date('2026-06-30T22:30:00Z'),
    });
    await insertDonation(t, {
      name: 'july',
      amount: 3,
      status: 'completed',
      createdAt: new Date('2026-06-30T23:30:00Z'),
    });
    const item = await t.app.get(GiftsThisMonthAttention).item(new Date('2026-07-15T12:00:00Z'));
    expect(item).toMatchObject({
      label: 'Gifts in July 2026',
      count: 1,
      total: { amount: 3, currency: 'GBP' },
      href: '/staff/donations?status=completed&from=2026-07-01&to=2026-07-31',
    });
  });
});
