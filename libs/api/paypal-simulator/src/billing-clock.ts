import { randomUUID } from 'node:crypto';
import { billDue } from './billing';
import type { SimConfig } from './config';
import { randomCode } from './ids';
import type { SimStore, StoredSubscription } from './store';
import { eventBody, SIM_AUTH_ALGO, subscriptionEvents } from './webhooks';
import { webhookSignature } from './webhook-signature';

/** Posts one event to the site as PayPal would (signed for the site's webhook id); true when the site took it. */
async function post(store: SimStore, config: SimConfig, event: Record<string, unknown>): Promise<boolean> {
  const target = store.webhookTarget;
  if (!target) return false;
  const transmissionId = randomUUID();
  const transmissionTime = new Date().toISOString();
  const body = eventBody(event);
  const signature = webhookSignature(config.webhookSecret, {
    transmissionId,
    transmissionTime,
    webhookId: target.webhookId,
    body,
  });
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': SIM_AUTH_ALGO,
        'paypal-cert-url': `${store.publicBase}/__sim/webhooks/cert/${randomCode(8)}.pem`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signature,
        'paypal-transmission-time': transmissionTime,
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Sends a subscription's events the site has not taken yet, in order; one refused stops the rest until next time. */
async function deliver(store: SimStore, config: SimConfig, subscription: StoredSubscription): Promise<void> {
  const events = subscriptionEvents(store.publicBase, subscription);
  for (let index = subscription.deliveredEvents ?? 0; index < events.length; index += 1) {
    if (!(await post(store, config, events[index] as Record<string, unknown>))) return;
    subscription.deliveredEvents = index + 1;
  }
}

/**
 * PayPal's side of time: every `billingTickSeconds` it bills the cycles and retries that fell due on the simulator's
 * clock and posts the webhooks waiting (PAYPAL_SIM_WEBHOOK_URL), as PayPal retries a delivery the site refused.
 * Returns the function that stops it.
 */
export function startBillingClock(config: SimConfig, store: SimStore): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const subscription of store.subscriptions.values()) {
        billDue(store, subscription);
        if (store.webhookTarget) await deliver(store, config, subscription);
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), (config.billingTickSeconds ?? 1) * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
