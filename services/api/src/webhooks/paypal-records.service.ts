import { Injectable } from '@nestjs/common';
import type { CapturedAmount } from '../payments/donation-ledger.service';
import { paypalFailure, toHttpException } from '../paypal/paypal-errors';
import { PaypalGateway } from '../paypal/paypal.gateway';
import { pickString } from './paypal-webhook-event';

/** A one-off gift's capture as PayPal holds it (GET /v2/payments/captures/{id}). */
export type PaypalCaptureRecord = { id: string; status: string; orderId?: string; amount?: CapturedAmount };

/** One monthly charge as PayPal holds it (GET /v1/payments/sale/{id}); `state` is lower case, as v1 writes it. */
export type PaypalSaleRecord = {
  id: string;
  state: string;
  subscriptionId?: string;
  amount?: CapturedAmount;
  createTime?: string;
};

/**
 * Reads payments back from PayPal, so a webhook moves money only by what PayPal itself holds and never by what
 * an event says. Null when PayPal has no such payment; a PayPal that cannot answer throws (502), and PayPal then
 * delivers the event again later.
 */
@Injectable()
export class PaypalRecords {
  constructor(private readonly gateway: PaypalGateway) {}

  async capture(captureId: string): Promise<PaypalCaptureRecord | null> {
    try {
      const { result } = await this.gateway.payments.getCapturedPayment({ captureId });
      return {
        id: result.id ?? captureId,
        status: result.status ?? 'UNKNOWN',
        orderId: result.supplementaryData?.relatedIds?.orderId,
        amount: result.amount ? { value: result.amount.value, currencyCode: result.amount.currencyCode } : undefined,
      };
    } catch (error) {
      if (paypalFailure(error)?.statusCode === 404) return null;
      throw toHttpException(error, 'read the capture at PayPal');
    }
  }

  /** The server SDK does not cover v1 sales, so this goes over plain HTTPS through the gateway. */
  async sale(saleId: string): Promise<PaypalSaleRecord | null> {
    let sale: unknown;
    try {
      sale = await this.gateway.call('GET', `/v1/payments/sale/${encodeURIComponent(saleId)}`);
    } catch (error) {
      if (paypalFailure(error)?.statusCode === 404) return null;
      throw toHttpException(error, 'read the sale at PayPal');
    }
    const total = pickString(sale, 'amount', 'total');
    const currency = pickString(sale, 'amount', 'currency');
    return {
      id: pickString(sale, 'id') ?? saleId,
      state: pickString(sale, 'state') ?? 'unknown',
      subscriptionId: pickString(sale, 'billing_agreement_id'),
      amount: total && currency ? { value: total, currencyCode: currency } : undefined,
      createTime: pickString(sale, 'create_time'),
    };
  }
}
