import { Injectable, Logger } from '@nestjs/common';
import { DonationLedger } from '../payments/donation-ledger.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { isObject, linkedId, pickString, type PaypalWebhookEvent } from './paypal-webhook-event';
import { SubscriptionPayments } from './subscription-payments.service';

/** A money amount PayPal may send for one gift: positive, two decimals at most, within decimal(10,2). */
const MONEY = /^\d{1,8}(\.\d{1,2})?$/;

type Handler = (resource: Record<string, unknown>, event: PaypalWebhookEvent) => Promise<void>;

/**
 * Acts on a verified PayPal webhook event. Every action is idempotent (PayPal delivers at least once and may
 * replay), and an event about an order or subscription we do not know is acknowledged and logged, so PayPal
 * stops retrying it. Event types we do not act on are acknowledged too.
 */
@Injectable()
export class WebhookEvents {
  private readonly logger = new Logger(WebhookEvents.name);
  private readonly handlers: Record<string, Handler> = {
    'PAYMENT.CAPTURE.COMPLETED': (resource) => this.captureCompleted(resource),
    'PAYMENT.CAPTURE.REFUNDED': (resource, event) => this.captureRefunded(resource, event),
    'PAYMENT.CAPTURE.REVERSED': (resource, event) => this.captureRefunded(resource, event),
    'PAYMENT.CAPTURE.DENIED': (resource) => this.captureDenied(resource),
    'BILLING.SUBSCRIPTION.ACTIVATED': (resource) => this.subscriptionActivated(resource),
    'BILLING.SUBSCRIPTION.RE-ACTIVATED': (resource) => this.subscriptionActivated(resource),
    'BILLING.SUBSCRIPTION.CANCELLED': (resource) => this.subscriptionEnded(resource, 'cancelled'),
    'BILLING.SUBSCRIPTION.SUSPENDED': (resource) => this.subscriptionEnded(resource, 'suspended'),
    'BILLING.SUBSCRIPTION.EXPIRED': (resource) => this.subscriptionEnded(resource, 'expired'),
    'PAYMENT.SALE.COMPLETED': (resource) => this.saleCompleted(resource),
    'PAYMENT.SALE.REFUNDED': (resource, event) => this.saleRefunded(resource, event),
    'PAYMENT.SALE.REVERSED': (resource, event) => this.saleRefunded(resource, event),
  };

  constructor(
    private readonly ledger: DonationLedger,
    private readonly subscriptions: SubscriptionsService,
    private readonly payments: SubscriptionPayments,
  ) {}

  async handle(event: PaypalWebhookEvent): Promise<void> {
    const type = typeof event.event_type === 'string' ? event.event_type : '(no event_type)';
    const label = `PayPal webhook ${typeof event.id === 'string' ? event.id : '(no id)'} ${type}`;
    this.logger.log(label);
    const handler = this.handlers[type];
    if (!handler) {
      this.logger.log(`${label}: not acted on`);
      return;
    }
    if (!isObject(event.resource)) {
      this.logger.warn(`${label}: no resource; acknowledged`);
      return;
    }
    await handler(event.resource, event);
  }

  private async captureCompleted(resource: Record<string, unknown>): Promise<void> {
    const orderId = pickString(resource, 'supplementary_data', 'related_ids', 'order_id');
    const captureId = pickString(resource, 'id');
    const value = pickString(resource, 'amount', 'value');
    const currencyCode = pickString(resource, 'amount', 'currency_code');
    if (!orderId || !captureId || !value || !currencyCode) {
      this.logger.warn(`Capture ${captureId ?? '(no id)'} lacks its order id or amount; acknowledged without action`);
      return;
    }
    const donation = await this.ledger.completeByOrderId(orderId, captureId, { value, currencyCode });
    if (!donation) this.logger.warn(`Capture ${captureId} is for order ${orderId}, which no donation has; acknowledged`);
  }

  /** A refund (or reversal) resource links to its capture with rel "up"; a reversed capture may come as the capture itself. */
  private async captureRefunded(resource: Record<string, unknown>, event: PaypalWebhookEvent): Promise<void> {
    const captureId = linkedId(resource, 'up') ?? (event.resource_type === 'capture' ? pickString(resource, 'id') : undefined);
    if (!captureId) {
      this.logger.warn(`Refund ${pickString(resource, 'id') ?? '(no id)'} does not name its capture; acknowledged without action`);
      return;
    }
    const donation = await this.ledger.refundByCaptureId(captureId);
    if (!donation) this.logger.warn(`Refund of capture ${captureId}, which no donation has; acknowledged`);
  }

  private async captureDenied(resource: Record<string, unknown>): Promise<void> {
    const orderId = pickString(resource, 'supplementary_data', 'related_ids', 'order_id');
    if (!orderId) {
      this.logger.warn(`Denied capture ${pickString(resource, 'id') ?? '(no id)'} names no order; acknowledged without action`);
      return;
    }
    const donation = await this.ledger.denyByOrderId(orderId);
    if (!donation) this.logger.warn(`Denied payment for order ${orderId}, which no donation has; acknowledged`);
  }

  private async subscriptionActivated(resource: Record<string, unknown>): Promise<void> {
    const id = pickString(resource, 'id');
    const row = id
      ? await this.subscriptions.markActive(id, {
          nextBillingTime: pickString(resource, 'billing_info', 'next_billing_time'),
          subscriberEmail: pickString(resource, 'subscriber', 'email_address'),
        })
      : null;
    if (!row) this.logger.warn(`Activation of subscription ${id ?? '(no id)'}, which we do not know; acknowledged`);
  }

  private async subscriptionEnded(resource: Record<string, unknown>, status: 'cancelled' | 'suspended' | 'expired'): Promise<void> {
    const id = pickString(resource, 'id');
    const row = id ? await this.subscriptions.transition(id, status) : null;
    if (!row) this.logger.warn(`Subscription ${id ?? '(no id)'} ${status}, but we do not know it; acknowledged`);
  }

  private async saleCompleted(resource: Record<string, unknown>): Promise<void> {
    const saleId = pickString(resource, 'id');
    const subscriptionId = pickString(resource, 'billing_agreement_id');
    const total = pickString(resource, 'amount', 'total');
    const currency = pickString(resource, 'amount', 'currency');
    if (!saleId || !subscriptionId) {
      this.logger.warn(`Sale ${saleId ?? '(no id)'} is not a subscription payment; acknowledged without action`);
      return;
    }
    if (!total || !MONEY.test(total) || Number(total) <= 0 || !currency || !/^[A-Z]{3}$/.test(currency)) {
      this.logger.error(`Sale ${saleId} of subscription ${subscriptionId} has an unusable amount ${String(total)} ${String(currency)}; not recorded`);
      return;
    }
    const subscription = await this.subscriptions.findByPaypalId(subscriptionId);
    if (!subscription) {
      this.logger.warn(`Sale ${saleId} is for subscription ${subscriptionId}, which we do not know; acknowledged`);
      return;
    }
    const created = new Date(pickString(resource, 'create_time') ?? Date.now());
    await this.payments.recordSale(subscription, {
      saleId,
      amount: Number(total),
      currency,
      paidAt: Number.isNaN(created.getTime()) ? new Date() : created,
    });
  }

  /** A sale refund names its sale in sale_id (and in the link with rel "sale"); a reversed sale may come as the sale itself. */
  private async saleRefunded(resource: Record<string, unknown>, event: PaypalWebhookEvent): Promise<void> {
    const saleId = pickString(resource, 'sale_id') ?? linkedId(resource, 'sale') ?? (event.resource_type === 'sale' ? pickString(resource, 'id') : undefined);
    if (!saleId) {
      this.logger.warn(`Sale refund ${pickString(resource, 'id') ?? '(no id)'} names no sale; acknowledged without action`);
      return;
    }
    const donation = await this.ledger.refundByCaptureId(saleId);
    if (!donation) this.logger.warn(`Refund of sale ${saleId}, which no donation has; acknowledged`);
  }
}
