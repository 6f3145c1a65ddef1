import { Injectable } from '@nestjs/common';
import type { PaypalSetupResponse } from '@solar/shared-contracts';
import { paypalApprovalOrigin } from '../paypal/paypal-config';
import { PaypalGateway } from '../paypal/paypal.gateway';

/** What the browser needs to load PayPal's JS SDK; PaypalNotConfiguredException (503) without credentials. */
@Injectable()
export class PaypalSetupService {
  constructor(private readonly gateway: PaypalGateway) {}

  setup(): PaypalSetupResponse {
    const config = this.gateway.config;
    const { clientId, environment, sdkBaseUrl } = config;
    return {
      clientId,
      environment,
      ...(sdkBaseUrl ? { sdkBaseUrl } : {}),
      approvalOrigin: paypalApprovalOrigin(config),
    };
  }
}
