import { BadRequestException, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { PaypalNotConfiguredException, toHttpException } from '../paypal/paypal-errors';
import { PaypalGateway } from '../paypal/paypal.gateway';

/** The transmission headers PayPal signs every delivery with, and the verify-webhook-signature field each fills. */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

export type IncomingHeaders = Record<string, string | string[] | undefined>;

/**
 * Asks PayPal whether a delivery really came from PayPal for this site's webhook (POST
 * /v1/notifications/verify-webhook-signature). The event goes back exactly as parsed: PayPal checks the
 * signature over it. Throws 503 without PayPal or PAYPAL_WEBHOOK_ID, 400 for missing headers or a FAILURE, and
 * 502 when PayPal cannot answer (PayPal then retries the delivery).
 */
@Injectable()
export class WebhookVerifier {
  constructor(private readonly gateway: PaypalGateway) {}

  async verify(headers: IncomingHeaders, event: Record<string, unknown>): Promise<void> {
    if (!this.gateway.isConfigured) throw new PaypalNotConfiguredException();
    const webhookId = this.gateway.config.webhookId;
    if (!webhookId) {
      throw new ServiceUnavailableException({
        statusCode: 503,
        error: 'PayPal webhooks are not configured',
        message: 'PAYPAL_WEBHOOK_ID is not set, so webhook deliveries cannot be verified.',
      });
    }
    const fields: Record<string, string> = {};
    const missing: string[] = [];
    for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
      const raw = headers[header];
      const value = Array.isArray(raw) ? raw[0] : raw;
      if (value && value.trim()) fields[field] = value.trim();
      else missing.push(header.toUpperCase());
    }
    if (missing.length > 0) throw new BadRequestException(`Missing PayPal signature headers: ${missing.join(', ')}`);

    let answer: { verification_status?: string };
    try {
      answer = await this.gateway.call<{ verification_status?: string }>(
        'POST',
        '/v1/notifications/verify-webhook-signature',
        {
          ...fields,
          webhook_id: webhookId,
          webhook_event: event,
        },
      );
    } catch (error) {
      throw toHttpException(error, 'verify the PayPal webhook signature');
    }
    if (answer?.verification_status !== 'SUCCESS') {
      throw new BadRequestException('The webhook signature could not be verified with PayPal');
    }
  }
}
