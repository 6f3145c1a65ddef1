import {
  CHARITY_EMAIL_NOTICE_VERSION,
  type EmailTemplate,
  ONE_CLICK_UNSUBSCRIBE_API_PATH,
} from '@solar/shared-contracts';
import { startSim, type RunningSim } from '@solar/paypal-simulator/testing';
import request from 'supertest';
import { MAIL_OFF, type MailConfig } from '../src/mail/mail-config';
import { Outbox, type QueuedEmail } from '../src/mail/outbox.service';
import {
  captureRefundResource,
  captureResource,
  paypalEvent,
  saleRefundResource,
  saleResource,
} from './support/paypal-events';
import { sendingTo } from './support/mail-test-app';
import { confirmationTokenFor } from './support/newsletter-sign-up';
import { type CaughtEmail, SmtpCatcher } from './support/smtp-catcher';
import { countRows, driverName, fromSite, SITE_ORIGIN, startTestApp, type TestApp } from './test-app';
import {
  approveOrder,
  approveSubscription,
  chargeSubscription,
  paypalConfigFor,
  setCaptureStatus,
  setSaleState,
  signWebhook,
} from './test-paypal';

const STAFF_INBOX = 'office@example.org';
const PROJECT_1 = 'Orphanage Solar Initiative';

type QueuedRow = {
  id: number;
  dedupeKey: string;
  template: EmailTemplate;
  recipient: string;
  data: Record<string, unknown>;
  status: string;
};

const contactMessage = (email: string) => ({
  name: 'Amina Khan',
  email,
  subject: 'Solar for our school',
  message: 'Could you visit our school in Multan?',
});
const volunteerApplication = (email: string) => ({
  firstName: 'Bilal',
  lastName: 'Ahmed',
  email,
  phone: '+92 300 1234567',
  address: '12 Canal Road',
  city: 'Lahore',
  province: 'Punjab',
  postalCode: '54000',
  dateOfBirth: '1995-04-12',
  occupation: 'Electrician',
  skills: 'Wiring, panels',
  interests: 'Installations',
  availability: 'Weekends',
  motivation: 'I want to help schools get power.',
  emergencyContactName: 'Sara Ahmed',
  emergencyContactPhone: '+92 300 7654321',
  emergencyContactRelation: 'Sister',
  agreesToTerms: true,
});
const signUp = (email: string, firstName = 'Nadia') => ({ email, firstName, consentGiven: true });

type EventsApp = TestApp & { sim: RunningSim };

/** The full API over a fresh database and a PayPal simulator, with `mail` as its email settings. */
async function startEventsApp(mail: MailConfig, overrides: { rateLimitPerMinute?: number } = {}): Promise<EventsApp> {
  const sim = await startSim();
  const app = await startTestApp({ paypal: paypalConfigFor(sim), mail, ...overrides });
  return {
    ...app,
    sim,
    close: async () => {
      await app.close();
      await sim.close();
    },
  };
}

/** Acts as the visitor and PayPal do. */
function actorsFor(t: EventsApp) {
  const http = () => t.app.getHttpServer();
  const deliver = async (event: Record<string, unknown>) => {
    const signed = await signWebhook(t.sim, event);
    await request(http()).post('/paypal/webhook').set(signed.headers).send(signed.body).expect(200);
  };
  return {
    post: (path: string, body: object) => fromSite(http()).post(path).send(body),
    deliver,
    /** An approved order at PayPal, as the donate page leaves it before the capture. */
    approvedOrder: async (body: Record<string, unknown>) => {
      const { body: created } = await fromSite(http())
        .post('/paypal/order')
        .send({ amount: 25, currency: 'GBP', intent: 'CAPTURE', projectId: 1, ...body })
        .expect(201);
      await approveOrder(t.sim, created.id);
      return created.id as string;
    },
    capture: (orderId: string) => fromSite(http()).post(`/paypal/order/${orderId}/capture`),
    /** An active monthly gift and PayPal's id for it. */
    monthlyGift: async (body: Record<string, unknown>) => {
      const { body: created } = await fromSite(http())
        .post('/api/subscription')
        .send({ currency: 'GBP', frequency: 'monthly', ...body })
        .expect(201);
      await approveSubscription(t.sim, created.id);
      await fromSite(http()).post(`/api/subscription/${created.id}/activate`).expect(200);
      return created.id as string;
    },
    /** PayPal charges the next month and tells the site (PAYMENT.SALE.COMPLETED). */
    monthlyPayment: async (subscriptionId: string, total: string) => {
      const sale = await chargeSubscription(t.sim, subscriptionId);
      const event = paypalEvent('PAYMENT.SALE.COMPLETED', 'sale', saleResource(sale.id, subscriptionId, total));
      await deliver(event);
      return { ...sale, event };
    },
  };
}

describe(`Emails queued with each event (${driverName})`, () => {
  let t: EventsApp;
  let act: ReturnType<typeof actorsFor>;
  let lastSeen = 0;

  beforeAll(async () => {
    t = await startEventsApp({ ...MAIL_OFF, staffInbox: STAFF_INBOX });
    act = actorsFor(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The outbox rows written since the last call, oldest first. */
  const newRows = async (): Promise<QueuedRow[]> => {
    const rows: (Omit<QueuedRow, 'data'> & { payload: string })[] = await t.dataSource.query(
      'SELECT id, dedupeKey, template, recipient, payload, status FROM outbox_emails WHERE id > ? ORDER BY id',
      [lastSeen],
    );
    lastSeen = rows.reduce((max, row) => Math.max(max, Number(row.id)), lastSeen);
    return rows.map(({ payload, ...row }) => ({
      ...row,
      id: Number(row.id),
      data: JSON.parse(payload) as Record<string, unknown>,
    }));
  };
  const summary = (rows: QueuedRow[]) =>
    rows.map(({ template, recipient, dedupeKey, status }) => ({
      template,
      recipient,
      event: dedupeKey.split('|')[0],
      status,
    }));

  beforeEach(async () => {
    await newRows();
  });

  it('a contact message: the acknowledgement to the visitor and the alert to the staff inbox, in one event', async () => {
    const { body } = await act.post('/api/contact', contactMessage('amina@example.org')).expect(201);
    const rows = await newRows();
    expect(summary(rows)).toEqual([
      {
        template: 'contact-acknowledgement',
        recipient: 'amina@example.org',
        event: `contact:${body.id}`,
        status: 'pending',
      },
      { template: 'contact-staff-alert', recipient: STAFF_INBOX, event: `contact:${body.id}`, status: 'pending' },
    ]);
    expect(rows[0]?.data).toEqual({
      name: 'Amina Khan',
      subject: 'Solar for our school',
      message: 'Could you visit our school in Multan?',
    });
    expect(rows[1]?.data).toEqual({
      messageId: body.id,
      name: 'Amina Khan',
      email: 'amina@example.org',
      subject: 'Solar for our school',
      message: 'Could you visit our school in Multan?',
    });
  });

  it('a volunteer application: the acknowledgement and the staff alert; a duplicate (409) or a refused one (400) queues nothing', async () => {
    const { body } = await act.post('/api/volunteers', volunteerApplication('bilal@example.org')).expect(201);
    const rows = await newRows();
    expect(summary(rows)).toEqual([
      {
        template: 'volunteer-acknowledgement',
        recipient: 'bilal@example.org',
        event: `volunteer:${body.id}`,
        status: 'pending',
      },
      { template: 'volunteer-staff-alert', recipient: STAFF_INBOX, event: `volunteer:${body.id}`, status: 'pending' },
    ]);
    expect(rows[0]?.data).toEqual({ firstName: 'Bilal' });
    expect(rows[1]?.data).toEqual({
      volunteerId: body.id,
      firstName: 'Bilal',
      lastName: 'Ahmed',
      email: 'bilal@example.org',
      city: 'Lahore',
      interests: 'Installations',
      availability: 'Weekends',
    });

    await act.post('/api/volunteers', volunteerApplication('BILAL@example.org')).expect(409);
    await act.post('/api/volunteers', { ...volunteerApplication('new@example.org'), agreesToTerms: false }).expect(400);
    await act.post('/api/contact', { ...contactMessage('amina@example.org'), message: '' }).expect(400);
    await request(t.app.getHttpServer())
      .post('/api/contact')
      .set('Origin', 'https://evil.example')
      .send(contactMessage('amina@example.org'))
      .expect(403);
    expect(await newRows()).toEqual([]);
  });

  it('a newsletter sign-up: one confirmation naming the request; the welcome only once it is confirmed; a repeat or no consent (400) queues none', async () => {
    await act.post('/api/newsletter/subscribe', signUp('nadia@example.org')).expect(201);
    const [request] = await t.dataSource.query(
      'SELECT id, requestedAt FROM newsletter_sign_up_requests WHERE email = ?',
      ['nadia@example.org'],
    );
    const asked = await newRows();
    expect(summary(asked)).toEqual([
      {
        template: 'newsletter-confirmation',
        recipient: 'nadia@example.org',
        event: `newsletter-request:${request.id}:${request.requestedAt}`,
        status: 'pending',
      },
    ]);
    expect(asked[0]?.data).toEqual({
      firstName: 'Nadia',
      requestId: Number(request.id),
      expiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/),
    });
    await act.post('/api/newsletter/subscribe', signUp('nadia@example.org')).expect(201);
    await act.post('/api/newsletter/subscribe', { ...signUp('other@example.org'), consentGiven: false }).expect(400);
    expect(await newRows()).toEqual([]);

    await act
      .post('/api/newsletter/confirm', { token: await confirmationTokenFor(t, 'nadia@example.org') })
      .expect(200);
    const [{ id }] = await t.dataSource.query('SELECT id FROM newsletters WHERE email = ?', ['nadia@example.org']);
    const welcomed = await newRows();
    expect(summary(welcomed)).toEqual([
      {
        template: 'newsletter-welcome',
        recipient: 'nadia@example.org',
        event: expect.stringMatching(new RegExp(`^newsletter:${id}:\\d+$`)),
        status: 'pending',
      },
    ]);
    expect(welcomed[0]?.data).toEqual({ firstName: 'Nadia', subscriberId: Number(id) });
  });

  it('a one-off gift: one receipt however many captures race, no newsletter welcome for a soft opt-in, nothing more from a replayed webhook', async () => {
    const orderId = await act.approvedOrder({
      donorEmail: 'Zara@Example.org',
      donorName: 'Zara Malik',
      emailNoticeVersion: CHARITY_EMAIL_NOTICE_VERSION,
    });
    const captures = await Promise.all([act.capture(orderId), act.capture(orderId), act.capture(orderId)]);
    expect(captures.map((response) => response.status)).toEqual([200, 200, 200]);
    const captureId = captures[0]?.body.captureId as string;
    const [donation] = await t.dataSource.query('SELECT id FROM donations WHERE paypalOrderId = ?', [orderId]);
    const rows = await newRows();
    expect(summary(rows)).toEqual([
      {
        template: 'donation-receipt',
        recipient: 'zara@example.org',
        event: `donation:${donation.id}`,
        status: 'pending',
      },
    ]);
    expect(rows[0]?.data).toEqual({
      donorName: 'Zara Malik',
      amount: '25.00',
      currency: 'GBP',
      paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      projectName: PROJECT_1,
      paypalReference: captureId,
      donationId: Number(donation.id),
      monthly: false,
    });
    expect(Math.abs(Date.parse(rows[0]?.data['paidAt'] as string) - Date.now())).toBeLessThan(60_000);
    expect(
      await countRows(t.dataSource, 'newsletters', 'email = ? AND basis = ?', [
        'zara@example.org',
        'charity-soft-opt-in',
      ]),
    ).toBe(1);

    await act.deliver(
      paypalEvent('PAYMENT.CAPTURE.COMPLETED', 'capture', captureResource(captureId, orderId, '25.00')),
    );
    await act.capture(orderId).expect(200);
    expect(await newRows()).toEqual([]);
  });

  it("a receipt goes to a donor who did not tick the newsletter box, names the general fund as null, and to the PayPal account's address when the donor gave none", async () => {
    const general = await act.approvedOrder({ amount: 10.5, projectId: undefined, donorEmail: 'quiet@example.org' });
    await act.capture(general).expect(200);
    const rows = await newRows();
    expect(summary(rows).map(({ template, recipient }) => ({ template, recipient }))).toEqual([
      { template: 'donation-receipt', recipient: 'quiet@example.org' },
    ]);
    expect(rows[0]?.data).toMatchObject({ amount: '10.50', projectName: null, monthly: false });

    // The project pages ask for no email address: PayPal tells us the paying account's.
    const anonymous = await act.approvedOrder({});
    await act.capture(anonymous).expect(200);
    expect(summary(await newRows()).map(({ template, recipient }) => ({ template, recipient }))).toEqual([
      { template: 'donation-receipt', recipient: 'sb-buyer@personal.example.com' },
    ]);
    const [stored] = await t.dataSource.query('SELECT donorEmail FROM donations WHERE paypalOrderId = ?', [anonymous]);
    expect(stored.donorEmail).toBe('sb-buyer@personal.example.com');
  });

  it('a refund: one refund notice, however often PayPal tells us', async () => {
    const orderId = await act.approvedOrder({
      amount: 40,
      projectId: 2,
      donorEmail: 'refund@example.org',
      donorName: 'Omar Shah',
    });
    const { body } = await act.capture(orderId).expect(200);
    await newRows();
    await setCaptureStatus(t.sim, body.captureId, 'REFUNDED');
    const refund = paypalEvent('PAYMENT.CAPTURE.REFUNDED', 'refund', captureRefundResource(body.captureId, '40.00'));
    await act.deliver(refund);
    await act.deliver(refund);
    await act.deliver(
      paypalEvent('PAYMENT.CAPTURE.REFUNDED', 'refund', captureRefundResource(body.captureId, '40.00')),
    );
    const [donation] = await t.dataSource.query('SELECT id FROM donations WHERE paypalOrderId = ?', [orderId]);
    const rows = await newRows();
    expect(summary(rows)).toEqual([
      {
        template: 'donation-refund',
        recipient: 'refund@example.org',
        event: `refund:${donation.id}`,
        status: 'pending',
      },
    ]);
    expect(rows[0]?.data).toEqual({
      donorName: 'Omar Shah',
      amount: '40.00',
      currency: 'GBP',
      refundedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      projectName: 'Punjab Rural Schools Program',
      paypalReference: body.captureId,
      donationId: Number(donation.id),
    });
  });

  it('a monthly gift: a receipt for each payment PayPal reports, once per sale however often it is delivered; a refunded payment gets its notice', async () => {
    const subscriptionId = await act.monthlyGift({
      amount: 12.5,
      projectId: 1,
      donorEmail: 'monthly@example.org',
      donorName: 'Hina Raza',
    });
    await newRows();
    const first = await act.monthlyPayment(subscriptionId, '12.50');
    await act.deliver(first.event);
    await act.deliver(paypalEvent('PAYMENT.SALE.COMPLETED', 'sale', saleResource(first.id, subscriptionId, '12.50')));
    const second = await act.monthlyPayment(subscriptionId, '12.50');
    const donations: { id: number; paypalPaymentId: string }[] = await t.dataSource.query(
      'SELECT id, paypalPaymentId FROM donations WHERE paypalPaymentId IN (?, ?) ORDER BY id',
      [first.id, second.id],
    );
    const rows = await newRows();
    expect(summary(rows)).toEqual([
      { template: 'donation-receipt', recipient: 'monthly@example.org', event: `sale:${first.id}`, status: 'pending' },
      { template: 'donation-receipt', recipient: 'monthly@example.org', event: `sale:${second.id}`, status: 'pending' },
    ]);
    expect(rows.map((row) => row.data)).toEqual(
      [first, second].map((sale, index) => ({
        donorName: 'Hina Raza',
        amount: '12.50',
        currency: 'GBP',
        paidAt: new Date(sale.createTime).toISOString(),
        projectName: PROJECT_1,
        paypalReference: sale.id,
        donationId: Number(donations[index]?.id),
        monthly: true,
        // Each receipt carries the link to manage the gift (decision 055), signed when the email is written.
        manageLink: { subscriptionId: expect.any(Number), version: 1, expiresAt: expect.any(String) },
      })),
    );

    await setSaleState(t.sim, first.id, 'refunded');
    const refund = paypalEvent('PAYMENT.SALE.REFUNDED', 'refund', saleRefundResource(first.id, '12.50'));
    await act.deliver(refund);
    await act.deliver(refund);
    expect(summary(await newRows())).toEqual([
      {
        template: 'donation-refund',
        recipient: 'monthly@example.org',
        event: `refund:${donations[0]?.id}`,
        status: 'pending',
      },
    ]);
  });

  describe('when the transaction fails', () => {
    let enqueue: jest.SpyInstance;
    afterEach(() => enqueue?.mockRestore());

    /** Makes Outbox.enqueue fail for one template, as a write that fails halfway through the event's transaction. */
    const failing = (template: EmailTemplate) => {
      const outbox = t.app.get(Outbox);
      const original = outbox.enqueue.bind(outbox);
      enqueue = jest
        .spyOn(outbox, 'enqueue')
        .mockImplementation(async (manager, email: QueuedEmail<EmailTemplate>, now?: number) => {
          if (email.template === template) throw new Error('the outbox write failed');
          return original(manager, email, now);
        });
    };

    it('stores neither the contact message nor its acknowledgement when the staff alert cannot be queued', async () => {
      const messagesBefore = await countRows(t.dataSource, 'contact_messages');
      failing('contact-staff-alert');
      await act.post('/api/contact', contactMessage('rollback@example.org')).expect(500);
      expect(await countRows(t.dataSource, 'contact_messages')).toBe(messagesBefore);
      expect(await newRows()).toEqual([]);
    });

    it('leaves the gift pending and uncredited without its receipt, and a retried capture completes it with one receipt', async () => {
      const orderId = await act.approvedOrder({ projectId: 3, donorEmail: 'retry@example.org' });
      const [before] = await t.dataSource.query('SELECT raisedAmount FROM projects WHERE id = 3');
      failing('donation-receipt');
      const failed = await act.capture(orderId);
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect(
        await t.dataSource.query('SELECT paymentStatus FROM donations WHERE paypalOrderId = ?', [orderId]),
      ).toEqual([{ paymentStatus: 'pending' }]);
      expect(await t.dataSource.query('SELECT raisedAmount FROM projects WHERE id = 3')).toEqual([before]);
      expect(await newRows()).toEqual([]);

      enqueue.mockRestore();
      await act.capture(orderId).expect(200);
      expect(summary(await newRows()).map(({ template, recipient }) => ({ template, recipient }))).toEqual([
        { template: 'donation-receipt', recipient: 'retry@example.org' },
      ]);
    });
  });

  it('queues nothing for a request over the rate limit (429)', async () => {
    const limited = await startEventsApp({ ...MAIL_OFF, staffInbox: STAFF_INBOX }, { rateLimitPerMinute: 1 });
    try {
      const post = (path: string, body: object) => fromSite(limited.app.getHttpServer()).post(path).send(body);
      await post('/api/contact', contactMessage('first@example.org')).expect(201);
      await post('/api/volunteers', volunteerApplication('first@example.org')).expect(201);
      await post('/api/newsletter/subscribe', signUp('first@example.org')).expect(201);
      const queued = await countRows(limited.dataSource, 'outbox_emails');
      expect(queued).toBe(5);
      await post('/api/contact', contactMessage('second@example.org')).expect(429);
      await post('/api/volunteers', volunteerApplication('second@example.org')).expect(429);
      await post('/api/newsletter/subscribe', signUp('second@example.org')).expect(429);
      expect(await countRows(limited.dataSource, 'outbox_emails')).toBe(queued);
    } finally {
      await limited.close();
    }
  });
});

describe(`Emails sent for each event, through SMTP (${driverName})`, () => {
  let smtp: SmtpCatcher;
  let t: EventsApp;
  let act: ReturnType<typeof actorsFor>;

  beforeAll(async () => {
    smtp = await new SmtpCatcher().start();
    t = await startEventsApp(sendingTo(smtp.url, { staffInbox: STAFF_INBOX, pollIntervalMs: 50 }));
    act = actorsFor(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  /** The emails caught for `address` once there are `count`, waiting for the worker's next passes. */
  const caughtFor = async (address: string, count: number): Promise<CaughtEmail[]> => {
    const deadline = Date.now() + 10_000;
    while (smtp.to(address).length < count && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 25));
    // A little longer, so a duplicate would be caught too.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return smtp.to(address);
  };
  const headerOf = (email: CaughtEmail | undefined, name: string): string | undefined =>
    email?.mail.headerLines
      .find((line) => line.key === name)
      ?.line.replace(/^[^:]+:\s*/, '')
      .replace(/\r?\n\s+/g, ' ');
  /** From MAIL_FROM, to exactly this address, with this subject; no unsubscribe headers unless it is newsletter mail. */
  const expectEmail = (email: CaughtEmail | undefined, to: string, subject: string | RegExp, marketing = false) => {
    expect(email?.envelopeTo).toEqual([to]);
    expect(email?.mail.from?.value).toEqual([
      { name: 'From Sun to Sanctuary', address: 'hello@fromsuntosanctuary.org' },
    ]);
    expect(email?.mail.to).toMatchObject({ value: [{ address: to }] });
    expect(email?.mail.subject).toEqual(typeof subject === 'string' ? subject : expect.stringMatching(subject));
    expect(email?.mail.text).toMatch(/\S/);
    expect(email?.mail.html).toMatch(/<html/i);
    expect(headerOf(email, 'list-unsubscribe') !== undefined).toBe(marketing);
    expect(headerOf(email, 'list-unsubscribe-post') !== undefined).toBe(marketing);
  };

  it('a contact message: the visitor’s acknowledgement quoting it, and the staff alert', async () => {
    await act.post('/api/contact', contactMessage('amina@example.org')).expect(201);
    const [acknowledgement] = await caughtFor('amina@example.org', 1);
    const [alert] = await caughtFor(STAFF_INBOX, 1);
    expectEmail(acknowledgement, 'amina@example.org', 'Thank you for your message');
    expect(acknowledgement?.mail.text).toContain('Could you visit our school in Multan?');
    expectEmail(alert, STAFF_INBOX, /^New message from Amina Khan: Solar for our school$/);
    expect(smtp.to('amina@example.org')).toHaveLength(1);
  });

  it('a volunteer application: the applicant’s acknowledgement and the staff alert', async () => {
    await act.post('/api/volunteers', volunteerApplication('bilal@example.org')).expect(201);
    expectEmail(
      (await caughtFor('bilal@example.org', 1))[0],
      'bilal@example.org',
      'Thank you for applying to volunteer',
    );
    const alerts = (await caughtFor(STAFF_INBOX, 2)).filter((email) => /volunteer/i.test(email.mail.subject ?? ''));
    expect(alerts).toHaveLength(1);
    expectEmail(alerts[0], STAFF_INBOX, /^New volunteer application from Bilal Ahmed$/);
  });

  it('a newsletter sign-up: the confirmation, whose link confirms it, then the welcome with RFC 8058 headers whose link unsubscribes in one click', async () => {
    await act.post('/api/newsletter/subscribe', signUp('nadia@example.org')).expect(201);
    const [question] = await caughtFor('nadia@example.org', 1);
    expectEmail(question, 'nadia@example.org', 'Please confirm you would like our monthly updates');
    expect(question?.mail.text).toContain('nothing happens');
    const confirmLink = new URL(
      /<([^<>\s]+\/newsletter\/confirm\?t=[^<>\s]+)>/.exec(question?.mail.text ?? '')?.[1] ?? 'about:blank',
    );
    expect(`${confirmLink.origin}${confirmLink.pathname}`).toBe(`${SITE_ORIGIN}/newsletter/confirm`);
    expect(smtp.to('nadia@example.org')).toHaveLength(1);

    // What the confirmation page's button does with the link's token.
    await act.post('/api/newsletter/confirm', { token: confirmLink.searchParams.get('t') }).expect(200, {
      status: 'confirmed',
    });
    const [, welcome] = await caughtFor('nadia@example.org', 2);
    expectEmail(welcome, 'nadia@example.org', 'Welcome to our monthly updates', true);
    expect(headerOf(welcome, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<([^>]+)>, <mailto:hello@fromsuntosanctuary\.org\?subject=unsubscribe>$/.exec(
      headerOf(welcome, 'list-unsubscribe') ?? '',
    )?.[1];
    const url = new URL(link ?? 'about:blank');
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE_ORIGIN}/unsubscribe`);
    expect(welcome?.mail.html).toContain(link?.replace(/&/g, '&amp;'));

    // What the mail provider does with it: the shell forwards the POST to the API's one-click route.
    await request(t.app.getHttpServer())
      .post(`${ONE_CLICK_UNSUBSCRIBE_API_PATH}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const [row] = await t.dataSource.query('SELECT isActive, firstName FROM newsletters WHERE email = ?', [
      'nadia@example.org',
    ]);
    expect({ isActive: Boolean(Number(row.isActive)), firstName: row.firstName }).toEqual({
      isActive: false,
      firstName: null,
    });
  });

  it('a one-off gift: the receipt with the amount, the project and PayPal’s reference; a refund brings its notice', async () => {
    const orderId = await act.approvedOrder({ donorEmail: 'zara@example.org', donorName: 'Zara Malik' });
    const { body } = await act.capture(orderId).expect(200);
    const [receipt] = await caughtFor('zara@example.org', 1);
    expectEmail(receipt, 'zara@example.org', 'Your receipt for your £25.00 gift');
    expect(receipt?.mail.text).toContain(PROJECT_1);
    expect(receipt?.mail.text).toContain(body.captureId);

    await setCaptureStatus(t.sim, body.captureId, 'REFUNDED');
    await act.deliver(
      paypalEvent('PAYMENT.CAPTURE.REFUNDED', 'refund', captureRefundResource(body.captureId, '25.00')),
    );
    const emails = await caughtFor('zara@example.org', 2);
    expect(emails).toHaveLength(2);
    expectEmail(emails[1], 'zara@example.org', 'Your £25.00 gift has been refunded');
  });

  it('a monthly gift: a receipt for each payment, once per sale', async () => {
    const subscriptionId = await act.monthlyGift({
      amount: 8,
      donorEmail: 'monthly@example.org',
      donorName: 'Hina Raza',
    });
    const first = await act.monthlyPayment(subscriptionId, '8.00');
    await act.deliver(first.event);
    const second = await act.monthlyPayment(subscriptionId, '8.00');
    const caught = await caughtFor('monthly@example.org', 3);
    // The confirmation when the gift started, with its manage link, then a receipt for each payment.
    expect(caught).toHaveLength(3);
    expectEmail(caught[0], 'monthly@example.org', 'Your £8.00 monthly gift is set up');
    expect(caught[0]?.mail.text).toMatch(/\/donate\/manage\?token=\d+\.1\.\d+\.[\w-]{43}/);
    const receipts = caught.slice(1);
    for (const receipt of receipts)
      expectEmail(receipt, 'monthly@example.org', 'Your receipt for your £8.00 monthly gift');
    expect(
      receipts.map((receipt) => [first.id, second.id].find((saleId) => receipt.mail.text?.includes(saleId))),
    ).toEqual([first.id, second.id]);
  });
});
