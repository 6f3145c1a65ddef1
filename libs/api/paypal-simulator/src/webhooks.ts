import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { baseUrl } from './base-url';
import { DEFAULT_WEBHOOK_ID, type SimConfig } from './config';
import { sendError } from './errors';
import { randomCode } from './ids';
import type { Json, StoredSubscription } from './store';
import { subscriptionView } from './billing';
import { isObject, missing } from './validation';
import { isValidSignature, webhookSignature } from './webhook-signature';

export const SIM_AUTH_ALGO = 'SHA256withHMAC';

/** verify-webhook-signature receives the parsed event, so the checksum covers its compact JSON serialisation. */
export function eventBody(event: unknown): string {
  return typeof event === 'string' ? event : JSON.stringify(event);
}

export function webhookRoutes(config: SimConfig) {
  const router = Router();

  router.post('/v1/notifications/verify-webhook-signature', (req, res) => {
    const body = isObject(req.body) ? req.body : {};
    const required = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
      'webhook_event',
    ];
    const absent = required.filter((key) => body[key] === undefined || body[key] === '');
    if (absent.length > 0) {
      sendError(
        res,
        400,
        absent.map((key) => missing(`/${key}`)),
      );
      return;
    }
    const valid = isValidSignature(
      config.webhookSecret,
      {
        transmissionId: String(body['transmission_id']),
        transmissionTime: String(body['transmission_time']),
        webhookId: String(body['webhook_id']),
        body: eventBody(body['webhook_event']),
      },
      String(body['transmission_sig']),
    );
    res.json({ verification_status: valid ? 'SUCCESS' : 'FAILURE' });
  });

  return router;
}

/** Test hook: the headers PayPal would send with this event, and the exact body to post alongside them. */
export function webhookSigning(config: SimConfig) {
  const router = Router();

  router.post('/__sim/webhooks/sign', (req, res) => {
    const request = isObject(req.body) ? req.body : {};
    const event = isObject(request['event']) ? (request['event'] as Json) : undefined;
    if (!event) {
      sendError(res, 400, [missing('/event')]);
      return;
    }
    const webhookId = typeof request['webhook_id'] === 'string' ? request['webhook_id'] : DEFAULT_WEBHOOK_ID;
    const transmissionId = randomUUID();
    const transmissionTime = new Date().toISOString();
    const body = eventBody(event);
    const signature = webhookSignature(config.webhookSecret, { transmissionId, transmissionTime, webhookId, body });
    res.json({
      webhook_id: webhookId,
      body,
      headers: {
        'paypal-auth-algo': SIM_AUTH_ALGO,
        'paypal-cert-url': `${baseUrl(req, config)}/__sim/webhooks/cert/${randomCode(8)}.pem`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': signature,
        'paypal-transmission-time': transmissionTime,
        'content-type': 'application/json',
      },
    });
  });

  return router;
}

/** A subscription's webhooks as PayPal sends them: whole events, oldest first, each with a stable id. */
export function subscriptionEvents(base: string, subscription: StoredSubscription): Json[] {
  const current = subscriptionView(base, subscription);
  return (subscription.events ?? []).map((event, index) => {
    const sale = event.eventType.startsWith('PAYMENT.SALE.');
    return {
      id: `WH-${subscription.id}-${index + 1}`,
      event_version: '1.0',
      create_time: event.createTime,
      resource_type: sale ? 'sale' : 'subscription',
      resource_version: sale ? '1.0' : '2.0',
      event_type: event.eventType,
      summary: summaryOf(event.eventType),
      resource: event.resource ?? current,
    };
  });
}

function summaryOf(eventType: string): string {
  if (eventType === 'PAYMENT.SALE.COMPLETED') return 'Payment completed';
  if (eventType === 'BILLING.SUBSCRIPTION.PAYMENT.FAILED') return 'Subscription payment failed';
  return `Subscription ${eventType.split('.').pop()?.toLowerCase()}`;
}
