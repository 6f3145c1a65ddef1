import { Injectable, Logger } from '@nestjs/common';
import { DonationLedger } from '../payments/donation-ledger.service';
import { samePaidAmount } from '../payments/money';
import { linkedId, pickString, type PaypalWebhookEvent } from './paypal-webhook-event';
import { type PaypalCaptureRecord, PaypalRecords } from './paypal-records.service';

type Resource = Record<string, unknown>;

/** What a capture event says about its capture; every field is checked against PayPal's own record. */
type CaptureClaim = { captureId: string; orderId?: string; value?: string; currencyCode?: string };

function captureClaim(resource: Resource): CaptureClaim | undefined {
  const captureId = pickString(resource, 'id');
  if (!captureId) return undefined;
  return {
    captureId,
    orderId: pickString(resource, 'supplementary_data', 'related_ids', 'order_id'),
    value: pickString(resource, 'amount', 'value'),
    currencyCode: pickString(resource, 'amount', 'currency_code'),
  };
}

/** Why PayPal's record does not bear the event out, or undefined when it does. */
function disagreement(claim: CaptureClaim, record: PaypalCaptureRecord | null, statuses: string[]): string | undefined {
  if (!record) return 'PayPal has no such capture';
  if (!statuses.includes(record.status)) return `PayPal reports it ${record.status}`;
  if (!record.orderId || (claim.orderId && claim.orderId !== record.orderId)) return 'PayPal has it for another order';
  if (claim.value !== undefined || claim.currencyCode !== undefined) {
    const claimed = { value: claim.value ?? '', currencyCode: claim.currencyCode ?? '' };
    if (!record.amount || !samePaidAmount(claimed, record.amount)) {
      return `the event says ${claimed.value} ${claimed.currencyCode} but PayPal holds ${record.amount?.value ?? '?'} ${record.amount?.currencyCode ?? '?'}`;
    }
  }
  return undefined;
}

/**
 * PAYMENT.CAPTURE.* events for one-off gifts. A signature proves an event came from PayPal, not that its
 * figures are PayPal's current truth, so each reads the capture back from PayPal and moves a donation only when
 * PayPal's record agrees: the status, the order and the amount. Anything else is acknowledged with a warning.
 */
@Injectable()
export class CaptureWebhooks {
  private readonly logger = new Logger(CaptureWebhooks.name);

  constructor(
    private readonly ledger: DonationLedger,
    private readonly records: PaypalRecords,
  ) {}

  /** Credits only money PayPal holds: a COMPLETED capture of the donation's order, for exactly its amount. */
  async completed(resource: Resource): Promise<void> {
    const claim = captureClaim(resource);
    if (!claim?.orderId || !claim.value || !claim.currencyCode) {
      this.logger.warn(
        `Capture ${claim?.captureId ?? '(no id)'} lacks its order id or amount; acknowledged without action`,
      );
      return;
    }
    const record = await this.confirmed(claim, ['COMPLETED'], 'not credited');
    if (!record?.orderId || !record.amount) return;
    // The ledger compares PayPal's amount with the donation's and credits the project once.
    const donation = await this.ledger.completeByOrderId(record.orderId, record.id, record.amount);
    if (!donation)
      this.logger.warn(`Capture ${record.id} is for order ${record.orderId}, which no donation has; acknowledged`);
  }

  /** A refund (or reversal) resource links to its capture with rel "up"; a reversed capture may come as the capture itself. */
  async refunded(resource: Resource, event: PaypalWebhookEvent): Promise<void> {
    const captureId =
      linkedId(resource, 'up') ?? (event.resource_type === 'capture' ? pickString(resource, 'id') : undefined);
    if (!captureId) {
      this.logger.warn(
        `Refund ${pickString(resource, 'id') ?? '(no id)'} does not name its capture; acknowledged without action`,
      );
      return;
    }
    // Refunds are full refunds in the ledger: a partly refunded capture is left for a person to settle.
    if (!(await this.confirmed({ captureId }, ['REFUNDED'], 'not taken off'))) return;
    const donation = await this.ledger.refundByCaptureId(captureId);
    if (!donation) this.logger.warn(`Refund of capture ${captureId}, which no donation has; acknowledged`);
  }

  async denied(resource: Resource): Promise<void> {
    const claim = captureClaim(resource);
    if (!claim?.orderId) {
      this.logger.warn(`Denied capture ${claim?.captureId ?? '(no id)'} names no order; acknowledged without action`);
      return;
    }
    const record = await this.confirmed(
      { captureId: claim.captureId, orderId: claim.orderId },
      ['DECLINED', 'FAILED'],
      'not marked denied',
    );
    if (!record?.orderId) return;
    const donation = await this.ledger.denyByOrderId(record.orderId);
    if (!donation) this.logger.warn(`Denied payment for order ${record.orderId}, which no donation has; acknowledged`);
  }

  /** PayPal's record of the capture when it bears the event out; otherwise a warning and null. */
  private async confirmed(
    claim: CaptureClaim,
    statuses: string[],
    outcome: string,
  ): Promise<PaypalCaptureRecord | null> {
    const record = await this.records.capture(claim.captureId);
    const problem = disagreement(claim, record, statuses);
    if (!problem) return record;
    this.logger.warn(`Capture ${claim.captureId}: ${problem}; ${outcome}, acknowledged`);
    return null;
  }
}
