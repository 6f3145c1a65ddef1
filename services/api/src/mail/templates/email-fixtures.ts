import type { EmailTemplate, EmailTemplateData } from '@solar/shared-contracts';
import type { EmailContext } from './email-context';

/** Test data for every template (used by the specs only). */
export const SITE_ORIGIN = 'https://fromsuntosanctuary.example';
export const UNSUBSCRIBE_URL = `${SITE_ORIGIN}/unsubscribe?t=12.${'a'.repeat(43)}`;
export const CONFIRM_URL = `${SITE_ORIGIN}/newsletter/confirm?t=12.1765400000.${'b'.repeat(43)}`;
export const CONTEXT: EmailContext = {
  siteOrigin: SITE_ORIGIN,
  unsubscribeUrl: UNSUBSCRIBE_URL,
  confirmUrl: CONFIRM_URL,
};

export const SAMPLE_DATA: { [T in EmailTemplate]: EmailTemplateData[T] } = {
  'donation-receipt': {
    donorName: 'Amina Khan',
    amount: '25.00',
    currency: 'GBP',
    paidAt: '2026-11-23T10:15:00Z',
    projectName: 'Solar for Al-Noor School, Multan',
    paypalReference: '8AB12345CD678901E',
    donationId: 123,
    monthly: false,
  },
  'donation-refund': {
    donorName: 'Amina Khan',
    amount: '25.00',
    currency: 'GBP',
    refundedAt: '2026-11-25T09:00:00Z',
    projectName: null,
    paypalReference: '8AB12345CD678901E',
    donationId: 123,
  },
  'contact-acknowledgement': {
    name: 'Sam Taylor',
    subject: 'Visiting a project',
    message: 'Hello,\nCould I visit?\n\nThanks, Sam',
  },
  'contact-staff-alert': {
    messageId: 42,
    name: 'Sam Taylor',
    email: 'sam@example.com',
    subject: 'Visiting a project',
    message: 'Hello,\nCould I visit?',
  },
  'volunteer-acknowledgement': { firstName: 'Bilal' },
  'volunteer-staff-alert': {
    volunteerId: 7,
    firstName: 'Bilal',
    lastName: 'Ahmed',
    email: 'bilal@example.com',
    city: 'Bradford',
    interests: 'Community outreach, translation into Urdu',
    availability: 'Weekends',
  },
  'newsletter-welcome': { firstName: 'Grace', subscriberId: 12 },
  'newsletter-confirmation': { firstName: 'Grace', requestId: 12, expiresAt: '2026-12-05T18:00:00Z' },
  'monthly-gift-confirmation': {
    donorName: 'Amina Khan',
    amount: '10.00',
    currency: 'GBP',
    projectName: 'Solar for Al-Noor School, Multan',
    nextPaymentDate: '2026-12-23T10:15:00Z',
    manageLink: { subscriptionId: 4, version: 1, expiresAt: '2026-12-23T10:15:00Z' },
  },
  'monthly-gift-change': {
    donorName: 'Amina Khan',
    amount: '15.00',
    previousAmount: '10.00',
    currency: 'GBP',
    projectName: null,
    nextPaymentDate: '2026-12-23T10:15:00Z',
    change: 'amount',
    changedAt: '2026-11-27T10:00:00Z',
    manageLink: { subscriptionId: 4, version: 2, expiresAt: '2026-12-23T10:15:00Z' },
  },
  'monthly-gift-payment-failed': {
    donorName: 'Amina Khan',
    amount: '10.00',
    currency: 'GBP',
    projectName: null,
    nextPaymentDate: '2026-12-23T10:15:00Z',
    reasonCode: 'PAYMENT_DENIED',
    failedAt: '2026-11-23T10:15:00Z',
    nextRetryDate: '2026-11-28T10:15:00Z',
    suspended: false,
    manageLink: { subscriptionId: 4, version: 1, expiresAt: '2026-12-23T10:15:00Z' },
  },
  'monthly-gift-on-hold': {
    donorName: 'Amina Khan',
    amount: '10.00',
    currency: 'GBP',
    projectName: null,
    nextPaymentDate: null,
    reasonCode: 'PAYMENT_DENIED',
    failedPaymentsCount: 3,
    outstandingAmount: '30.00',
    manageLink: { subscriptionId: 4, version: 1, expiresAt: '2026-12-23T10:15:00Z' },
  },
  'monthly-gift-link': {
    donorName: null,
    amount: '10.00',
    currency: 'GBP',
    projectName: null,
    nextPaymentDate: null,
    manageLink: { subscriptionId: 4, version: 1, expiresAt: '2026-12-23T10:15:00Z' },
  },
  'giving-statement': {
    donorName: 'Amina Khan',
    taxYear: 2026,
    currency: 'GBP',
    gifts: [
      {
        date: '2026-05-01T09:00:00Z',
        amount: '10.00',
        giftAid: '2.50',
        giftAidStatus: 'claimed',
        projectName: null,
        monthly: true,
        receipt: 'FSS-000012',
      },
      {
        date: '2026-06-01T09:00:00Z',
        amount: '10.00',
        giftAid: '2.50',
        giftAidStatus: 'to-be-claimed',
        projectName: null,
        monthly: true,
        receipt: 'FSS-000016',
      },
      {
        date: '2026-06-01T09:00:00Z',
        amount: '25.00',
        giftAid: null,
        giftAidStatus: 'none',
        projectName: 'Solar for Al-Noor School, Multan',
        monthly: false,
        receipt: 'FSS-000020',
      },
    ],
    total: '45.00',
    giftAidClaimed: '2.50',
    giftAidToBeClaimed: '2.50',
    issuedAt: '2026-11-27T10:00:00Z',
  },
};

/** The same data with markup in every piece of text a visitor typed. */
export const HOSTILE = '<script>alert("x")</script><img src="https://evil.example/p.gif">';

export function withHostileText<T extends EmailTemplate>(template: T): EmailTemplateData[T] {
  const data: Record<string, unknown> = { ...SAMPLE_DATA[template] };
  for (const key of [
    'donorName',
    'name',
    'subject',
    'message',
    'firstName',
    'lastName',
    'city',
    'interests',
    'availability',
    'projectName',
  ]) {
    if (key in data) data[key] = `${HOSTILE} ${key}`;
  }
  return data as EmailTemplateData[T];
}

/** Every href and src in an HTML document. */
export function linksIn(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/gi)].map((match) => match[1].replace(/&amp;/g, '&'));
}

/** The HTML's text as a reader sees it: tags and comments gone, entities decoded. */
export function readable(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->|<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
