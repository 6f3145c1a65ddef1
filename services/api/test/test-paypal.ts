import type { ApiConfig } from '../src/app/api-config';
import { OrdersController } from '@paypal/paypal-server-sdk';
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
export async function startPaymentsTestApp(
  overrides: Partial<PaypalConfig> = {},
  appOverrides: Partial<ApiConfig> = {},
): Promise<PaymentsTestApp> {
  const sim = await startSim();
  const app = await startTestApp({ ...appOverrides, paypal: paypalConfigFor(sim, overrides) });
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
export async function signWebhook(
  sim: RunningSim,
  event: Record<string, unknown>,
): Promise<{ headers: Record<string, string>; body: string }> {
  const response = await fetch(`${sim.url}/__sim/webhooks/sign`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ event, webhook_id: TEST_WEBHOOK_ID }),
  });
  if (!response.ok) throw new Error(`sign webhook: ${response.status} ${await response.text()}`);
  return (await response.json()) as { headers: Record<string, string>; body: string };
}

/** Captures an approved order at PayPal directly, as a capture whose answer never reached the API would have. */
export async function captureAtPaypal(
  sim: RunningSim,
  orderId: string,
): Promise<{ id: string; value: string; currencyCode: string }> {
  const { result } = await new OrdersController(sim.client()).captureOrder({ id: orderId });
  const capture = result.purchaseUnits?.[0]?.payments?.captures?.[0];
  if (!capture?.id || !capture.amount) throw new Error(`capture ${orderId}: PayPal answered no capture`);
  return { id: capture.id, value: capture.amount.value, currencyCode: capture.amount.currencyCode };
}

async function simHook<T>(sim: RunningSim, path: string, body?: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${sim.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Moves a capture at PayPal as time would: a pending capture clears or is declined, a capture is refunded. */
export async function setCaptureStatus(
  sim: RunningSim,
  captureId: string,
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'REFUNDED' | 'PARTIALLY_REFUNDED',
): Promise<void> {
  await simHook(sim, `/__sim/captures/${captureId}/status`, { status });
}

/** Charges a subscription's next monthly cycle at PayPal now; answers the sale's id and time. */
export async function chargeSubscription(
  sim: RunningSim,
  subscriptionId: string,
): Promise<{ id: string; createTime: string }> {
  const sale = await simHook<{ id: string; create_time: string }>(sim, `/__sim/subscriptions/${subscriptionId}/charge`);
  return { id: sale.id, createTime: sale.create_time };
}

/** Moves a sale at PayPal, e.g. to `refunded` as a refund from PayPal's dashboard would. */
export async function setSaleState(
  sim: RunningSim,
  saleId: string,
  state: 'completed' | 'refunded' | 'partially_refunded',
): Promise<void> {
  await simHook(sim, `/__sim/sales/${saleId}/state`, { state });
}
