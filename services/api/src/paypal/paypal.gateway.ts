import { Inject, Injectable } from '@nestjs/common';
import { type Client, OrdersController, PaymentsController, SubscriptionsController } from '@paypal/paypal-server-sdk';
import { createPaypalClient } from './paypal-client';
import { PAYPAL_CONFIG, type PaypalConfig } from './paypal-config';
import { type PaypalErrorResult, PaypalHttpError, PaypalNotConfiguredException } from './paypal-errors';

type CachedToken = { value: string; expiresAt: number };

/** Seconds shaved off a token's life so it is never sent just as it expires. */
const TOKEN_MARGIN_SECONDS = 60;

/**
 * The one place the API talks to PayPal: the server SDK's controllers for what it covers, and plain HTTPS with
 * the same credentials and base URL for what it does not (catalog products, webhook verification, client tokens,
 * v1 sales).
 * Every member throws PaypalNotConfiguredException (503) when PAYPAL_CLIENT_ID/SECRET are not set.
 */
@Injectable()
export class PaypalGateway {
  private readonly client: Client | null;
  private ordersController?: OrdersController;
  private paymentsController?: PaymentsController;
  private subscriptionsController?: SubscriptionsController;
  private token?: CachedToken;

  constructor(@Inject(PAYPAL_CONFIG) private readonly paypalConfig: PaypalConfig | null) {
    this.client = paypalConfig ? createPaypalClient(paypalConfig) : null;
  }

  get isConfigured(): boolean {
    return this.client !== null;
  }

  get config(): PaypalConfig {
    if (!this.paypalConfig) throw new PaypalNotConfiguredException();
    return this.paypalConfig;
  }

  get orders(): OrdersController {
    this.ordersController ??= new OrdersController(this.sdkClient());
    return this.ordersController;
  }

  get payments(): PaymentsController {
    this.paymentsController ??= new PaymentsController(this.sdkClient());
    return this.paymentsController;
  }

  get subscriptions(): SubscriptionsController {
    this.subscriptionsController ??= new SubscriptionsController(this.sdkClient());
    return this.subscriptionsController;
  }

  /** A JSON call the SDK does not cover. Throws PaypalHttpError on a non-2xx answer. */
  async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await fetch(this.config.apiBaseUrl + path, {
      method,
      headers: { Authorization: `Bearer ${await this.accessToken()}`, 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.config.timeoutMs),
    });
    return readJson<T>(response);
  }

  private sdkClient(): Client {
    if (!this.client) throw new PaypalNotConfiguredException();
    return this.client;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const answer = await this.tokenRequest('grant_type=client_credentials');
    this.token = {
      value: answer.access_token,
      expiresAt: Date.now() + Math.max(0, answer.expires_in - TOKEN_MARGIN_SECONDS) * 1000,
    };
    return this.token.value;
  }

  private async tokenRequest(form: string): Promise<{ access_token: string; expires_in: number }> {
    const { clientId, clientSecret, apiBaseUrl, timeoutMs } = this.config;
    const response = await fetch(`${apiBaseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return readJson(response);
  }
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) throw new PaypalHttpError(response.status, parsed as PaypalErrorResult | undefined);
  return parsed as T;
}
