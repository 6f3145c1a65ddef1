import { Injectable } from '@nestjs/common';
import type { ClientTokenResponse, PaypalSetupResponse } from '@solar/shared-contracts';
import { toHttpException } from '../paypal/paypal-errors';
import { PaypalGateway } from '../paypal/paypal.gateway';

/** What the browser needs to load PayPal's JS SDK. Both throw PaypalNotConfiguredException (503) without credentials. */
@Injectable()
export class PaypalSetupService {
  constructor(private readonly gateway: PaypalGateway) {}

  setup(): PaypalSetupResponse {
    const { clientId, environment, sdkBaseUrl } = this.gateway.config;
    return { clientId, environment, ...(sdkBaseUrl ? { sdkBaseUrl } : {}) };
  }

  async clientToken(): Promise<ClientTokenResponse> {
    try {
      const { clientToken, expiresIn } = await this.gateway.clientToken();
      return { clientToken, expiresIn };
    } catch (error) {
      throw toHttpException(error, 'get a PayPal client token');
    }
  }
}
