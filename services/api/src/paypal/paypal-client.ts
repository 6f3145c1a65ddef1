import { Client, Environment } from '@paypal/paypal-server-sdk';
import { sandboxRedirectAdapter } from '@solar/paypal-simulator/redirect';
import type { PaypalConfig } from './paypal-config';

/**
 * The server SDK's client for the configured environment. With PAYPAL_API_BASE_URL (the local simulator; config
 * refuses it for live) every sandbox call is rewritten to that base, since the SDK has no base-URL setting.
 */
export function createPaypalClient(config: PaypalConfig): Client {
  return new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: config.clientId, oAuthClientSecret: config.clientSecret },
    environment: config.environment === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: config.timeoutMs,
    ...(config.redirected
      ? { unstable_httpClientOptions: { adapter: sandboxRedirectAdapter(config.apiBaseUrl) } }
      : {}),
  });
}
