import { Router } from 'express';
import { eventSink, findSubscription, statusInvalid } from './billing';
import type { SimConfig } from './config';
import { recordSale } from './cycles';
import { sendError, type IssueDetail } from './errors';
import { newSaleId, timestamp } from './ids';
import type { SimStore } from './store';
import { invalid, isObject, missing, moneyIssues } from './validation';

function cents(value: string): number {
  return Math.round(Number(value) * 100);
}

/**
 * POST /v1/billing/subscriptions/:id/capture: the merchant collects what a subscription owes (its outstanding balance
 * after failed cycles), only when asked, as PayPal does: 422 unless the subscription is active, suspended or expired,
 * ZERO_OUTSTANDING_BALANCE when nothing is owed, and a DECLINED transaction while the payer still cannot pay.
 */
export function outstandingRoutes(_config: SimConfig, store: SimStore) {
  const router = Router();

  router.post('/v1/billing/subscriptions/:id/capture', (req, res) => {
    const subscription = findSubscription(store, req, res);
    if (!subscription) return;
    const body = isObject(req.body) ? req.body : {};
    const issues: IssueDetail[] = [];
    const note = body['note'];
    if (typeof note !== 'string' || note.length === 0) issues.push(missing('/note'));
    else if (note.length > 128)
      issues.push({
        field: '/note',
        location: 'body',
        issue: 'INVALID_STRING_MAX_LENGTH',
        description: 'The value of a field is too long.',
      });
    if (body['capture_type'] === undefined) issues.push(missing('/capture_type'));
    else if (body['capture_type'] !== 'OUTSTANDING_BALANCE')
      issues.push(invalid('/capture_type', body['capture_type'], 'The value of a field is invalid.'));
    issues.push(...moneyIssues(body['amount'], '/amount'));
    if (issues.length > 0) {
      sendError(res, 400, issues);
      return;
    }
    if (!['ACTIVE', 'SUSPENDED', 'EXPIRED'].includes(subscription.status)) {
      statusInvalid(
        res,
        'SUBSCRIPTION_STATUS_INVALID',
        'Invalid subscription status for capture action; subscription status should be active or suspended or expired.',
      );
      return;
    }
    const billing = subscription.billing;
    const amount = body['amount'] as { currency_code: string; value: string };
    if (!billing || billing.outstandingCents <= 0) {
      statusInvalid(res, 'ZERO_OUTSTANDING_BALANCE', 'Current outstanding balance should be greater than zero.');
      return;
    }
    const currency = subscription.sales.at(-1)?.amount.currency_code ?? 'GBP';
    if (amount.currency_code !== currency) {
      statusInvalid(res, 'CURRENCY_MISMATCH', "The currency code is different from the subscription's currency code.");
      return;
    }
    if (cents(amount.value) > billing.outstandingCents) {
      statusInvalid(
        res,
        'AMOUNT_GREATER_THAN_OUTSTANDING_BALANCE',
        'The capture amount can not be greater than the current outstanding balance.',
      );
      return;
    }
    const at = store.now();
    const declined = subscription.failWith !== undefined;
    const id = declined ? newSaleId() : recordSale(store, subscription, amount, at, eventSink(store)).id;
    if (!declined) billing.outstandingCents -= cents(amount.value);
    res.status(200).json({
      status: declined ? 'DECLINED' : 'COMPLETED',
      id,
      amount_with_breakdown: { gross_amount: amount, net_amount: amount },
      ...(subscription.buyer
        ? {
            payer_name: { given_name: subscription.buyer.givenName, surname: subscription.buyer.surname },
            payer_email: subscription.buyer.email,
          }
        : {}),
      time: timestamp(new Date(at)),
    });
  });

  return router;
}
