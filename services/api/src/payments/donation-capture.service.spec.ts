import { BadGatewayException, NotFoundException } from '@nestjs/common';
import type { Repository } from 'typeorm';
import type { PaypalGateway } from '../paypal/paypal.gateway';
import { DonationCaptureService, payerOf } from './donation-capture.service';
import type { DonationLedger } from './donation-ledger.service';
import { Donation } from './donation.entity';

const pending = (overrides: Partial<Donation> = {}) =>
  Object.assign(new Donation(), {
    id: 7,
    projectId: 1,
    amount: 25,
    currency: 'GBP',
    paypalOrderId: 'ORDER1',
    paypalPaymentId: null,
    paymentStatus: 'pending',
    ...overrides,
  });

const paypalAnswer = (status: string) => ({
  result: {
    id: 'ORDER1',
    status: 'COMPLETED',
    purchaseUnits: [
      { payments: { captures: [{ id: 'CAP1', status, amount: { currencyCode: 'GBP', value: '25.00' } }] } },
    ],
  },
});

describe('DonationCaptureService', () => {
  const findOneBy = jest.fn();
  const captureOrder = jest.fn();
  const ledger = { completeByOrderId: jest.fn(), denyByOrderId: jest.fn() };
  const service = new DonationCaptureService(
    { orders: { captureOrder } } as unknown as PaypalGateway,
    ledger as unknown as DonationLedger,
    { findOneBy } as unknown as Repository<Donation>,
  );

  beforeEach(() => jest.resetAllMocks());

  it('answers 404 for an order it never created', async () => {
    findOneBy.mockResolvedValueOnce(null);
    await expect(service.capture('ORDER1')).rejects.toThrow(new NotFoundException('PayPal order ORDER1 was not found'));
  });

  it('keeps a PENDING capture (e.g. an eCheck) pending and says so', async () => {
    findOneBy.mockResolvedValueOnce(pending());
    captureOrder.mockResolvedValueOnce(paypalAnswer('PENDING'));
    await expect(service.capture('ORDER1')).resolves.toEqual({
      id: 'ORDER1',
      status: 'PENDING',
      captureId: 'CAP1',
      amount: 25,
      currency: 'GBP',
      projectId: 1,
    });
    expect(ledger.completeByOrderId).not.toHaveBeenCalled();
    expect(captureOrder).toHaveBeenCalledWith({
      id: 'ORDER1',
      paypalRequestId: 'capture-ORDER1',
      prefer: 'return=representation',
    });
  });

  it('denies a DECLINED capture', async () => {
    findOneBy.mockResolvedValueOnce(pending());
    captureOrder.mockResolvedValueOnce(paypalAnswer('DECLINED'));
    ledger.denyByOrderId.mockResolvedValueOnce(pending({ paymentStatus: 'denied' }));
    await expect(service.capture('ORDER1')).resolves.toMatchObject({ status: 'DECLINED', captureId: 'CAP1' });
    expect(ledger.denyByOrderId).toHaveBeenCalledWith('ORDER1');
  });

  it('answers 502 when PayPal’s answer holds no capture', async () => {
    findOneBy.mockResolvedValueOnce(pending());
    captureOrder.mockResolvedValueOnce({ result: { id: 'ORDER1', status: 'COMPLETED' } });
    await expect(service.capture('ORDER1')).rejects.toBeInstanceOf(BadGatewayException);
  });
});

describe('payerOf (who paid, for the receipt)', () => {
  const wallet = { emailAddress: 'wallet@example.org', name: { givenName: 'Amina', surname: 'Khan' } };
  const payer = { emailAddress: 'payer@example.org', name: { givenName: 'Old', surname: 'Field' } };

  it('reads payment_source.paypal, Orders v2’s current field, before the deprecated payer', () => {
    expect(payerOf({ paymentSource: { paypal: wallet }, payer } as never)).toEqual({
      payerEmail: 'wallet@example.org',
      payerName: 'Amina Khan',
    });
  });

  it('falls back to payer when PayPal sends no payment_source.paypal, and to nothing without either', () => {
    expect(payerOf({ payer } as never)).toEqual({ payerEmail: 'payer@example.org', payerName: 'Old Field' });
    expect(payerOf({} as never)).toEqual({ payerEmail: null, payerName: null });
  });
});
