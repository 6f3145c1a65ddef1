import { BadGatewayException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Order } from '@paypal/paypal-server-sdk';
import type { CaptureOrderResponse } from '@solar/shared-contracts';
import type { Repository } from 'typeorm';
import { paypalIssue, toHttpException } from '../paypal/paypal-errors';
import { PaypalGateway } from '../paypal/paypal.gateway';
import { DonationLedger } from './donation-ledger.service';
import { Donation } from './donation.entity';

type PaypalCapture = {
  id: string;
  status: string;
  amount: { value: string; currencyCode: string };
  /** The PayPal account's address, where the receipt goes when the donor gave the site none. */
  payerEmail: string | null;
  /** The PayPal account holder's name, the default name to show when the donor gave the site none. */
  payerName: string | null;
};

/** How a stored donation's status reads in a capture answer (PayPal's words; the browser knows COMPLETED). */
const ANSWER_STATUS: Record<string, string> = {
  pending: 'PENDING',
  completed: 'COMPLETED',
  refunded: 'REFUNDED',
  denied: 'DECLINED',
};

export function toCaptureResponse(donation: Donation): CaptureOrderResponse {
  return {
    id: donation.paypalOrderId ?? '',
    status: ANSWER_STATUS[donation.paymentStatus] ?? donation.paymentStatus.toUpperCase(),
    captureId: donation.paypalPaymentId,
    amount: donation.amount,
    currency: donation.currency,
    projectId: donation.projectId,
  };
}

/** The (single) capture of a captured order, if PayPal's answer carries one. */
function captureOf(order: Order): PaypalCapture | undefined {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0];
  if (!capture?.id || !capture.amount) return undefined;
  return {
    id: capture.id,
    status: capture.status ?? 'PENDING',
    amount: { value: capture.amount.value, currencyCode: capture.amount.currencyCode },
    ...payerOf(order),
  };
}

/**
 * Who paid, from `payment_source.paypal` (Orders v2's current field), else the deprecated `payer` PayPal still sends.
 */
export function payerOf(order: Order): Pick<PaypalCapture, 'payerEmail' | 'payerName'> {
  const wallet = order.paymentSource?.paypal;
  const name = wallet?.name ?? order.payer?.name;
  return {
    payerEmail: wallet?.emailAddress ?? order.payer?.emailAddress ?? null,
    payerName: [name?.givenName, name?.surname].filter(Boolean).join(' ') || null,
  };
}

/**
 * Captures an approved order once. A donation that is no longer pending is answered from the database without
 * calling PayPal; otherwise the capture is sent with PayPal-Request-Id `capture-<orderId>`, so a retry or a
 * parallel call gets PayPal's first answer back, and the DonationLedger moves the donation and the project once.
 */
@Injectable()
export class DonationCaptureService {
  constructor(
    private readonly gateway: PaypalGateway,
    private readonly ledger: DonationLedger,
    @InjectRepository(Donation) private readonly donations: Repository<Donation>,
  ) {}

  async capture(orderId: string): Promise<CaptureOrderResponse> {
    const donation = await this.donations.findOneBy({ paypalOrderId: orderId });
    if (!donation) throw new NotFoundException(`PayPal order ${orderId} was not found`);
    if (donation.paymentStatus !== 'pending') return toCaptureResponse(donation);

    const capture = await this.captureAtPaypal(orderId);
    const paid = { id: orderId, status: capture.status, captureId: capture.id, projectId: donation.projectId };
    switch (capture.status) {
      case 'COMPLETED': {
        const completed = await this.ledger.completeByOrderId(
          orderId,
          capture.id,
          capture.amount,
          capture.payerEmail,
          capture.payerName,
        );
        if (completed && completed.paymentStatus !== 'pending') return toCaptureResponse(completed);
        // The captured amount differs from the order's (logged by the ledger; the project is not credited). The
        // donor's money was taken all the same, so they are told so rather than invited to pay again.
        return { ...paid, amount: Number(capture.amount.value), currency: capture.amount.currencyCode };
      }
      case 'DECLINED':
      case 'FAILED': {
        const denied = await this.ledger.denyByOrderId(orderId);
        return {
          ...(denied ? toCaptureResponse(denied) : { ...paid, amount: donation.amount, currency: donation.currency }),
          status: capture.status,
          captureId: capture.id,
        };
      }
      default:
        // PENDING (e.g. an eCheck): the donation stays pending until PayPal's PAYMENT.CAPTURE.COMPLETED webhook.
        return { ...paid, amount: donation.amount, currency: donation.currency };
    }
  }

  private async captureAtPaypal(orderId: string): Promise<PaypalCapture> {
    let order: Order;
    try {
      ({ result: order } = await this.gateway.orders.captureOrder({
        id: orderId,
        paypalRequestId: `capture-${orderId}`,
        prefer: 'return=representation',
      }));
    } catch (error) {
      if (paypalIssue(error) !== 'ORDER_ALREADY_CAPTURED') throw toHttpException(error, 'capture the PayPal order');
      // Captured before (another request, a lost answer): read the order to learn its capture.
      try {
        ({ result: order } = await this.gateway.orders.getOrder({ id: orderId }));
      } catch (readError) {
        throw toHttpException(readError, 'read the captured PayPal order');
      }
    }
    const capture = captureOf(order);
    if (!capture) {
      throw new BadGatewayException({
        statusCode: 502,
        error: 'PayPal sent no capture',
        message: 'Could not capture the PayPal order: PayPal’s answer held no capture.',
      });
    }
    return capture;
  }
}
