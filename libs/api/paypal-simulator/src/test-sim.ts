import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Client, Environment } from '@paypal/paypal-server-sdk';
import type { SimConfig } from './config';
import { listenSim } from './listen';
import { SimStore } from './store';
import { sandboxRedirectAdapter } from './sandbox-redirect-adapter';

export const TEST_CONFIG: SimConfig = {
  port: 0,
  host: '127.0.0.1',
  clientId: 'test-client-id',
  clientSecret: 'test-client-secret',
  webhookSecret: 'test-webhook-secret',
  testHooks: true,
};

export type RunningSim = {
  url: string;
  store: SimStore;
  client: (secret?: string) => Client;
  close: () => Promise<void>;
};

/**
 * Starts the simulator on a free port and hands out real PayPal SDK clients pointed at it. `again` starts it once
 * more where a closed one was, with that one's port and store: PayPal back after an outage.
 */
export async function startSim(
  config: SimConfig = TEST_CONFIG,
  again?: Pick<RunningSim, 'url' | 'store'>,
): Promise<RunningSim> {
  const store = again?.store ?? new SimStore();
  const port = again ? Number(new URL(again.url).port) : 0;
  const server = listenSim({ ...config, port }, store);
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  store.publicBase = url;
  return {
    url,
    store,
    client: (secret = config.clientSecret) =>
      new Client({
        clientCredentialsAuthCredentials: { oAuthClientId: config.clientId, oAuthClientSecret: secret },
        environment: Environment.Sandbox,
        timeout: 5000,
        unstable_httpClientOptions: { adapter: sandboxRedirectAdapter(url) },
      }),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export async function accessToken(sim: RunningSim, config: SimConfig = TEST_CONFIG): Promise<string> {
  const response = await fetch(`${sim.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * The monthly plan the site creates when PAYPAL_PLAN_ID is unset (services/api monthly-plan.service.ts): one
 * regular monthly cycle at `value`, no end, suspended after three failed payments.
 */
export function monthlyPlan(
  productId: string,
  { value = '1.00', autoBillOutstanding = false }: { value?: string; autoBillOutstanding?: boolean } = {},
) {
  return {
    product_id: productId,
    name: 'Monthly gift',
    billing_cycles: [
      {
        frequency: { interval_unit: 'MONTH', interval_count: 1 },
        tenure_type: 'REGULAR',
        sequence: 1,
        total_cycles: 0,
        pricing_scheme: { fixed_price: { currency_code: 'GBP', value } },
      },
    ],
    payment_preferences: { auto_bill_outstanding: autoBillOutstanding, payment_failure_threshold: 3 },
  };
}
