import { Injectable, Logger } from '@nestjs/common';
import { SubscriptionStatus as PaypalSubscriptionStatus } from '@paypal/paypal-server-sdk';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { CaptureWebhooks } from './capture-webhooks.service';
import { failureOf, PaymentFailures } from '../subscriptions/payment-failures.service';
import { isObject, pick, pickString, type PaypalWebhookEvent } from './paypal-webhook-event';
import { SaleWebhooks } from './sale-webhooks.service';

type Handler = (resource: Record<string, unknown>, event: PaypalWebhookEvent) => Promise<void>;

/**
 * Acts on a verified PayPal webhook event. Every action is idempotent (PayPal delivers at least once and may
 * replay), and an event about an order or subscription we do not know is acknowledged and logged, so PayPal
 * stops retrying it. Event types we do not act on are acknowledged too. Events that move money are acted on
 * only as far as PayPal's own record of the payment bears them out (CaptureWebhooks, SaleWebhooks).
 */
@Injectable()
export class WebhookEvents {
  private readonly logger = new Logger(WebhookEvents.name);
  private readonly handlers: Record<string, Handler> = {
    'PAYMENT.CAPTURE.COMPLETED': (resource) => this.captures.completed(resource),
    'PAYMENT.CAPTURE.REFUNDED': (resource, event) => this.captures.refunded(resource, event),
    'PAYMENT.CAPTURE.REVERSED': (resource, event) => this.captures.refunded(resource, event),
    'PAYMENT.CAPTURE.DENIED': (resource) => this.captures.denied(resource),
    'BILLING.SUBSCRIPTION.ACTIVATED': (resource) => this.subscriptionActivated(resource),
    'BILLING.SUBSCRIPTION.RE-ACTIVATED': (resource) => this.subscriptionActivated(resource),
    'BILLING.SUBSCRIPTION.CANCELLED': (resource) => this.subscriptionEnded(resource, 'cancelled'),
    'BILLING.SUBSCRIPTION.SUSPENDED': (resource) => this.subscriptionSuspended(resource),
    'BILLING.SUBSCRIPTION.PAYMENT.FAILED': (resource) => this.paymentFailed(resource),
    'BILLING.SUBSCRIPTION.EXPIRED': (resource) => this.subscriptionEnded(resource, 'expired'),
    'BILLING.SUBSCRIPTION.UPDATED': (resource) => this.subscriptionUpdated(resource),
    'PAYMENT.SALE.COMPLETED': (resource) => this.sales.completed(resource),
    'PAYMENT.SALE.REFUNDED': (resource, event) => this.sales.refunded(resource, event),
    'PAYMENT.SALE.REVERSED': (resource, event) => this.sales.refunded(resource, event),
  };

  constructor(
    private readonly captures: CaptureWebhooks,
    private readonly sales: SaleWebhooks,
    private readonly subscriptions: SubscriptionsService,
    private readonly failures: PaymentFailures,
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

  /** A new amount (or plan) PayPal now bills: read back from PayPal, never taken from the event. */
  private async subscriptionUpdated(resource: Record<string, unknown>): Promise<void> {
    const id = pickString(resource, 'id');
    const row = id ? await this.subscriptions.refreshAmount(id) : null;
    if (!row) this.logger.warn(`Update of subscription ${id ?? '(no id)'}, which we do not know; acknowledged`);
  }

  /**
   * A suspension PayPal made after failed payments (the event's billing_info counts them) is its own state, apart from
   * the donor's pause, which is recorded as theirs when they ask (decision 067). It is read back from PayPal: the
   * figures are PayPal's, and a late replay of a suspension PayPal has since lifted changes nothing. The donor is told
   * once per suspension (PaymentFailures.onHold).
   */
  private async subscriptionSuspended(resource: Record<string, unknown>): Promise<void> {
    const id = pickString(resource, 'id');
    const failures = Number(pick(resource, 'billing_info', 'failed_payments_count') ?? 0);
    if (!id || !(Number.isFinite(failures) && failures > 0)) {
      const row = id ? await this.subscriptions.transition(id, 'suspended', null) : null;
      if (!row) this.logger.warn(`Subscription ${id ?? '(no id)'} suspended, but we do not know it; acknowledged`);
      return;
    }
    const row = await this.subscriptions.findByPaypalId(id);
    if (!row) {
      this.logger.warn(`Subscription ${id} suspended, but we do not know it; acknowledged`);
      return;
    }
    const remote = await this.subscriptions.readAtPaypal(id);
    if (remote.status !== PaypalSubscriptionStatus.Suspended) {
      this.logger.warn(
        `Subscription ${id} suspended, but PayPal now reports it ${String(remote.status)}; acknowledged`,
      );
      return;
    }
    await this.failures.onHold(row, failureOf(remote));
  }

  /** A failed monthly payment, as PayPal's own record of the subscription bears it out (never the event's figures). */
  private async paymentFailed(resource: Record<string, unknown>): Promise<void> {
    const id = pickString(resource, 'id');
    const row = id ? await this.subscriptions.findByPaypalId(id) : null;
    if (!id || !row) {
      this.logger.warn(`Failed payment of subscription ${id ?? '(no id)'}, which we do not know; acknowledged`);
      return;
    }
    const failure = failureOf(await this.subscriptions.readAtPaypal(id));
    if (!failure) {
      this.logger.warn(
        `Failed payment of subscription ${id}: PayPal records no failure since its last payment; acknowledged`,
      );
      return;
    }
    await this.failures.record(row, failure);
  }

  private async subscriptionEnded(
    resource: Record<string, unknown>,
    status: 'cancelled' | 'suspended' | 'expired',
  ): Promise<void> {
    const id = pickString(resource, 'id');
    const row = id ? await this.subscriptions.transition(id, status) : null;
    if (!row) this.logger.warn(`Subscription ${id ?? '(no id)'} ${status}, but we do not know it; acknowledged`);
  }
}
