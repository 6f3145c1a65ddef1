import { startSim, TEST_CONFIG, type RunningSim } from '@solar/paypal-simulator/testing';
import type { PaypalConfig } from '../src/paypal/paypal-config';
import { startTestApp, type TestApp } from './test-app';

export const TEST_WEBHOOK_ID = 'WH-TEST-SOLAR';

/** PayPal settings that send the API's real SDK client to a running simulator. */
export function paypalConfigFor(sim: RunningSim, overrides: Partial<PaypalConfig> = {}): PaypalConfig {
  return {
    clientId: TEST_CONFIG.clientId,
    clientSecret: TEST_CONFIG.clientSecret,
    environment: 'sandbox',
    apiBaseUrl: sim.url,
    redirected: true,
    sdkBaseUrl: `${sim.url}/sdk/js`,
    webhookId: TEST_WEBHOOK_ID,
    timeoutMs: 5000,
    ...overrides,
  };
}

export type PaymentsTestApp = TestApp & { sim: RunningSim };

/** A fresh database, the full API and a PayPal simulator it is wired to; close() stops all three. */
export async function startPaymentsTestApp(overrides: Partial<PaypalConfig> = {}): Promise<PaymentsTestApp> {
  const sim = await startSim();
  const app = await startTestApp({ paypal: paypalConfigFor(sim, overrides) });
  return {
    ...app,
    sim,
    close: async () => {
      await app.close();
      await sim.close();
    },
  };
}

/** Plays the buyer: approves an order at the simulator, as the PayPal checkout page would. */
export async function approveOrder(sim: RunningSim, orderId: string): Promise<void> {
  const response = await fetch(`${sim.url}/__sim/orders/${orderId}/approve`, { method: 'POST' });
  if (!response.ok) throw new Error(`approve ${orderId}: ${response.status} ${await response.text()}`);
}

/** Plays the buyer: approves a subscription at the simulator. */
export async function approveSubscription(sim: RunningSim, subscriptionId: string): Promise<void> {
  const response = await fetch(`${sim.url}/__sim/subscriptions/${subscriptionId}/approve`, { method: 'POST' });
  if (!response.ok) throw new Error(`approve ${subscriptionId}: ${response.status} ${await response.text()}`);
}

/** Headers and exact body of a webhook event signed as the simulator (PayPal) would sign it for this site. */
export async function signWebhook(sim: RunningSim, event: Record<string, unknown>): Promise<{ headers: Record<string, string>; body: string }> {
  const response = await fetch(`${sim.url}/__sim/webhooks/sign`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ event, webhook_id: TEST_WEBHOOK_ID }),
  });
  if (!response.ok) throw new Error(`sign webhook: ${response.status} ${await response.text()}`);
  return (await response.json()) as { headers: Record<string, string>; body: string };
}
