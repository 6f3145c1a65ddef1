import type { Counter } from '@opentelemetry/api';
import { meter } from '@solar/static-host';

/**
 * The API's own counters (decision 074). Labels are closed sets (a route pattern, a template's name, one-off or
 * monthly): never an address, a name, an amount or an id.
 */
type Counters = {
  refusals: Counter;
  payments: Counter;
  giftAidClaims: Counter;
  giftAidDonations: Counter;
  emails: Counter;
};

let counters: Counters | null = null;

function apiCounters(): Counters {
  if (counters) return counters;
  const m = meter();
  counters = {
    refusals: m.createCounter('api_rate_limit_refusals_total', {
      description: 'Requests refused with 429 by a rate limit, by route pattern',
    }),
    payments: m.createCounter('api_payments_total', {
      description: 'Payments settled, by kind (one_off, monthly) and outcome (captured, failed)',
    }),
    giftAidClaims: m.createCounter('api_gift_aid_claims_total', { description: 'Gift Aid claims made by staff' }),
    giftAidDonations: m.createCounter('api_gift_aid_claimed_donations_total', {
      description: 'Donations included in a Gift Aid claim',
    }),
    emails: m.createCounter('api_outbox_sends_total', {
      description: 'Outbox send attempts, by template and outcome (sent, retry, failed: given up after the last try)',
    }),
  };
  return counters;
}

export function countRateLimitRefusal(route: string): void {
  apiCounters().refusals.add(1, { route });
}

export type PaymentKind = 'one_off' | 'monthly';

export function countPayment(kind: PaymentKind, outcome: 'captured' | 'failed'): void {
  apiCounters().payments.add(1, { kind, outcome });
}

export function countGiftAidClaim(donations: number): void {
  apiCounters().giftAidClaims.add(1);
  apiCounters().giftAidDonations.add(donations);
}

export function countOutboxSend(template: string, outcome: 'sent' | 'retry' | 'failed'): void {
  apiCounters().emails.add(1, { template, outcome });
}
