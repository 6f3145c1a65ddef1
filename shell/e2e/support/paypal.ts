import { SIM_WEBHOOK_ID } from '../../../tools/scripts/site.cjs';

/**
 * Everything PayPal for the browser tests: the simulator the test site uses (started by the global setup on
 * its own port, with the API and the shell's CSP pointed at it) and a tiny client for its test hooks.
 */
export const paypalSimPort = 4314;

/** The simulator's origin: REST API, buyer pages (/checkoutnow) and hooks (/__sim/*). */
export const simUrl = `http://localhost:${paypalSimPort}`;

/** The browser JS SDK stand-in the API hands the donate page (PAYPAL_SDK_BASE_URL). */
export const simSdkUrl = `${simUrl}/sdk/js`;

/** The credentials the test site's API uses; the simulator accepts only these (its defaults). */
export const simClientId = 'sim-client-id';
export const simClientSecret = 'sim-client-secret';

/** The webhook id the test site's API verifies webhooks with (PAYPAL_WEBHOOK_ID). */
export const simWebhookId = SIM_WEBHOOK_ID;

/** A webhook delivery as PayPal would post it: the headers and the exact body they sign. */
export type SignedWebhook = { headers: Record<string, string>; body: string };

async function simPost(path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${simUrl}${path}`, {
    method: 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`POST ${path} on the PayPal simulator answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Forgets every order, subscription, product and plan the simulator holds. */
export async function resetSimulator(): Promise<void> {
  await simPost('/__sim/reset');
}

/** Signs a webhook event for `simWebhookId`; post `body` (as is) with `headers` to the API's webhook endpoint. */
export async function signWebhook(event: Record<string, unknown>): Promise<SignedWebhook> {
  const response = await simPost('/__sim/webhooks/sign', { event, webhook_id: simWebhookId });
  const { headers, body } = (await response.json()) as SignedWebhook;
  return { headers, body };
}
