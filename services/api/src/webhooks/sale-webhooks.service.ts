import { Injectable, Logger } from '@nestjs/common';
import { DonationLedger } from '../payments/donation-ledger.service';
import { samePaidAmount } from '../payments/money';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { linkedId, pickString, type PaypalWebhookEvent } from './paypal-webhook-event';
import { type PaypalSaleRecord, PaypalRecords } from './paypal-records.service';
import { SubscriptionPayments } from './subscription-payments.service';

type Resource = Record<string, unknown>;

/** A money amount PayPal may send for one gift: positive, two decimals at most, within decimal(10,2). */
const MONEY = /^\d{1,8}(\.\d{1,2})?$/;

function parseTime(value: string | undefined): Date {
  const time = new Date(value ?? Date.now());
  return Number.isNaN(time.getTime()) ? new Date() : time;
}

/**
 * PAYMENT.SALE.* events: each monthly charge of a subscription. As with captures, a sale is recorded or taken
 * off only when PayPal's own record of it (GET /v1/payments/sale/{id}) bears the event out.
 */
@Injectable()
export class SaleWebhooks {
  private readonly logger = new Logger(SaleWebhooks.name);

  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly payments: SubscriptionPayments,
    private readonly ledger: DonationLedger,
    private readonly records: PaypalRecords,
  ) {}

  /**
   * Records a completed sale of a subscription we know, for the amount PayPal holds, once; then stores PayPal's next
   * billing date for it (also on a replay, so a date PayPal could not give the first time is caught up).
   */
  async completed(resource: Resource): Promise<void> {
    const saleId = pickString(resource, 'id');
    const subscriptionId = pickString(resource, 'billing_agreement_id');
    const total = pickString(resource, 'amount', 'total');
    const currency = pickString(resource, 'amount', 'currency');
    if (!saleId || !subscriptionId) {
      this.logger.warn(`Sale ${saleId ?? '(no id)'} is not a subscription payment; acknowledged without action`);
      return;
    }
    if (!total || !MONEY.test(total) || Number(total) <= 0 || !currency || !/^[A-Z]{3}$/.test(currency)) {
      this.logger.error(
        `Sale ${saleId} of subscription ${subscriptionId} has an unusable amount ${String(total)} ${String(currency)}; not recorded`,
      );
      return;
    }
    const subscription = await this.subscriptions.findByPaypalId(subscriptionId);
    if (!subscription) {
      this.logger.warn(`Sale ${saleId} is for subscription ${subscriptionId}, which we do not know; acknowledged`);
      return;
    }
    const record = await this.records.sale(saleId);
    const problem = saleDisagreement(record, ['completed'], subscriptionId, { value: total, currencyCode: currency });
    if (problem || !record?.amount) {
      this.logger.warn(`Sale ${saleId}: ${problem ?? 'PayPal gives no amount'}; not recorded, acknowledged`);
      return;
    }
    const outcome = await this.payments.recordSale(subscription, {
      saleId,
      amount: Number(record.amount.value),
      currency: record.amount.currencyCode,
      paidAt: parseTime(record.createTime),
    });
    // The payment moves the gift's next billing date on: PayPal's own date, read back (never fails the webhook).
    if (outcome !== 'unknown-subscription') await this.subscriptions.refreshNextBilling(subscriptionId);
  }

  /** A sale refund names its sale in sale_id (and in the link with rel "sale"); a reversed sale may come as the sale itself. */
  async refunded(resource: Resource, event: PaypalWebhookEvent): Promise<void> {
    const saleId =
      pickString(resource, 'sale_id') ??
      linkedId(resource, 'sale') ??
      (event.resource_type === 'sale' ? pickString(resource, 'id') : undefined);
    if (!saleId) {
      this.logger.warn(
        `Sale refund ${pickString(resource, 'id') ?? '(no id)'} names no sale; acknowledged without action`,
      );
      return;
    }
    // Refunds are full refunds in the ledger: a partly refunded sale is left for a person to settle.
    const problem = saleDisagreement(await this.records.sale(saleId), ['refunded', 'reversed']);
    if (problem) {
      this.logger.warn(`Sale ${saleId}: ${problem}; not taken off, acknowledged`);
      return;
    }
    const donation = await this.ledger.refundByCaptureId(saleId);
    if (!donation) this.logger.warn(`Refund of sale ${saleId}, which no donation has; acknowledged`);
  }
}

/** Why PayPal's record of a sale does not bear the event out, or undefined when it does. */
function saleDisagreement(
  record: PaypalSaleRecord | null,
  states: string[],
  subscriptionId?: string,
  amount?: { value: string; currencyCode: string },
): string | undefined {
  if (!record) return 'PayPal has no such sale';
  if (!states.includes(record.state)) return `PayPal reports it ${record.state}`;
  if (subscriptionId !== undefined && record.subscriptionId !== subscriptionId)
    return 'PayPal has it for another subscription';
  if (amount && (!record.amount || !samePaidAmount(amount, record.amount))) {
    return `the event says ${amount.value} ${amount.currencyCode} but PayPal holds ${record.amount?.value ?? '?'} ${record.amount?.currencyCode ?? '?'}`;
  }
  return undefined;
}
