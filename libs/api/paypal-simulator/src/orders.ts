import { Router, type Request, type Response } from 'express';
import { baseUrl, isWebUrl } from './base-url';
import { sandboxBuyer } from './buyer';
import type { SimConfig } from './config';
import { sendError, sendNotFound, type IssueDetail } from './errors';
import { newCaptureId, newOrderId, timestamp } from './ids';
import { MERCHANT, captureView, feeBreakdown, orderLinks, orderView } from './order-views';
import type { Json, SimStore, StoredOrder } from './store';
import { asMoney, invalid, isObject, missing, moneyIssues } from './validation';

const NOT_APPROVED =
  "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.";
const ALREADY_CAPTURED = "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.";

function requestId(req: Request): string | undefined {
  return req.get('PayPal-Request-Id') || undefined;
}

function wantsRepresentation(req: Request): boolean {
  return /return=representation/i.test(req.get('Prefer') ?? '');
}

/** PayPal's negative testing header: {"mock_application_codes":"INSTRUMENT_DECLINED"} makes the call fail with that issue. */
function mockedIssue(req: Request): string | undefined {
  const header = req.get('PayPal-Mock-Response');
  if (!header) return undefined;
  try {
    const code = (JSON.parse(header) as Json)['mock_application_codes'];
    return typeof code === 'string' && code ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the buyer goes: payment_source.paypal.experience_context (PayPal then answers PAYER_ACTION_REQUIRED and a
 * `payer-action` link), else the deprecated application_context (CREATED and an `approve` link).
 */
function redirectUrls(body: Json): { returnUrl?: unknown; cancelUrl?: unknown; payerAction: boolean; context: Json } {
  const source = isObject(body['payment_source']) ? body['payment_source'] : {};
  const paypal = isObject(source['paypal']) ? source['paypal'] : {};
  const experience = isObject(paypal['experience_context']) ? paypal['experience_context'] : undefined;
  const context = experience ?? (isObject(body['application_context']) ? body['application_context'] : {});
  return {
    returnUrl: context['return_url'],
    cancelUrl: context['cancel_url'],
    payerAction: experience !== undefined,
    context,
  };
}

/** Orders v2 words these issues its own way (checkout_orders_v2.json lists each issue with its description). */
const ORDERS_WORDING: Record<string, string> = {
  MISSING_REQUIRED_PARAMETER: 'A required parameter is missing.',
  DECIMAL_PRECISION: 'If the currency supports decimals, only two decimal place precision is supported.',
};

function inOrdersWording(detail: IssueDetail): IssueDetail {
  const description = ORDERS_WORDING[detail.issue];
  return description ? { ...detail, description } : detail;
}

function orderIssues(body: Json): IssueDetail[] {
  const issues: IssueDetail[] = [];
  if (body['intent'] === undefined) issues.push(missing('/intent'));
  else if (body['intent'] !== 'CAPTURE') {
    issues.push(invalid('/intent', body['intent'], 'The simulator supports intent CAPTURE only.'));
  }
  const units = body['purchase_units'];
  if (!Array.isArray(units) || units.length === 0) {
    issues.push(missing('/purchase_units'));
  } else if (units.length > 10) {
    issues.push(invalid('/purchase_units', units.length, 'At most 10 purchase units are allowed.'));
  } else {
    units.forEach((unit: unknown, index) => {
      const amount = isObject(unit) ? unit['amount'] : undefined;
      issues.push(...moneyIssues(amount, `/purchase_units/${index}/amount`));
    });
  }
  const { returnUrl, cancelUrl } = redirectUrls(body);
  if (returnUrl !== undefined && !isWebUrl(returnUrl))
    issues.push(invalid('return_url', returnUrl, 'Must be an absolute http(s) URL.'));
  if (cancelUrl !== undefined && !isWebUrl(cancelUrl))
    issues.push(invalid('cancel_url', cancelUrl, 'Must be an absolute http(s) URL.'));
  return issues.map(inOrdersWording);
}

function purchaseUnit(unit: Json, index: number): Json {
  const copy: Json = {
    reference_id:
      typeof unit['reference_id'] === 'string' ? unit['reference_id'] : index === 0 ? 'default' : `PUHF${index}`,
    amount: { ...(unit['amount'] as Json), ...asMoney(unit['amount']) },
    payee: MERCHANT,
  };
  for (const key of ['description', 'custom_id', 'invoice_id', 'soft_descriptor', 'items']) {
    if (unit[key] !== undefined) copy[key] = unit[key];
  }
  return copy;
}

export function createOrder(body: Json): StoredOrder {
  const now = timestamp();
  const { returnUrl, cancelUrl, payerAction, context } = redirectUrls(body);
  return {
    id: newOrderId(),
    status: payerAction ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
    intent: 'CAPTURE',
    purchaseUnits: (body['purchase_units'] as Json[]).map(purchaseUnit),
    ...(typeof returnUrl === 'string' ? { returnUrl } : {}),
    ...(typeof cancelUrl === 'string' ? { cancelUrl } : {}),
    payerAction,
    context: { ...context },
    captureIds: [],
    createTime: now,
    updateTime: now,
  };
}

/** The buyer's approval, from the checkout page, the browser SDK stand-in or a test. */
export function approveOrder(order: StoredOrder): boolean {
  if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED' && order.status !== 'APPROVED')
    return false;
  if (order.status !== 'APPROVED') {
    order.status = 'APPROVED';
    order.buyer = sandboxBuyer();
    order.updateTime = timestamp();
  }
  return true;
}

function capture(base: string, store: SimStore, order: StoredOrder) {
  const now = timestamp();
  order.captureIds = order.purchaseUnits.map((unit) => {
    const id = newCaptureId();
    const amount = asMoney(unit['amount']);
    store.captures.set(id, {
      id,
      status: 'COMPLETED',
      amount,
      final_capture: true,
      seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
      seller_receivable_breakdown: feeBreakdown(amount.currency_code, amount.value),
      ...(unit['custom_id'] !== undefined ? { custom_id: unit['custom_id'] } : {}),
      links: [
        { href: `${base}/v2/payments/captures/${id}`, rel: 'self', method: 'GET' },
        { href: `${base}/v2/payments/captures/${id}/refund`, rel: 'refund', method: 'POST' },
        { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
      ],
      create_time: now,
      update_time: now,
    });
    return id;
  });
  order.status = 'COMPLETED';
  order.updateTime = now;
}

export function orderRoutes(config: SimConfig, store: SimStore) {
  const router = Router();

  router.post('/v2/checkout/orders', (req: Request, res: Response) => {
    const id = requestId(req);
    const earlier = store.replay('create-order', id);
    if (earlier) {
      res.status(200).json(earlier.body);
      return;
    }
    const body = isObject(req.body) ? req.body : {};
    const issues = orderIssues(body);
    if (issues.length > 0) {
      sendError(res, 400, issues);
      return;
    }
    const mocked = mockedIssue(req);
    if (mocked) {
      sendError(res, 422, [{ issue: mocked, description: `Simulated ${mocked} (PayPal-Mock-Response).` }]);
      return;
    }
    const order = createOrder(body);
    store.orders.set(order.id, order);
    const base = baseUrl(req, config);
    const answer = wantsRepresentation(req)
      ? orderView(base, order, store.captures)
      : { id: order.id, status: order.status, links: orderLinks(base, order) };
    store.remember('create-order', id, 201, answer);
    res.status(201).json(answer);
  });

  router.get('/v2/checkout/orders/:id', (req, res) => {
    const order = store.orders.get(req.params.id);
    if (!order) {
      sendNotFound(res);
      return;
    }
    res.json(orderView(baseUrl(req, config), order, store.captures));
  });

  router.post('/v2/checkout/orders/:id/capture', (req, res) => {
    const order = store.orders.get(req.params.id);
    if (!order) {
      sendNotFound(res);
      return;
    }
    const id = requestId(req);
    const earlier = store.replay(`capture ${order.id}`, id);
    if (earlier) {
      res.status(200).json(earlier.body);
      return;
    }
    if (order.status === 'COMPLETED') {
      sendError(res, 422, [{ issue: 'ORDER_ALREADY_CAPTURED', description: ALREADY_CAPTURED }]);
      return;
    }
    if (order.status !== 'APPROVED') {
      sendError(res, 422, [{ issue: 'ORDER_NOT_APPROVED', description: NOT_APPROVED }]);
      return;
    }
    const mocked = mockedIssue(req);
    if (mocked) {
      sendError(res, 422, [{ issue: mocked, description: `Simulated ${mocked} (PayPal-Mock-Response).` }]);
      return;
    }
    const base = baseUrl(req, config);
    capture(base, store, order);
    const answer = wantsRepresentation(req)
      ? orderView(base, order, store.captures)
      : captureView(base, order, store.captures);
    store.remember(`capture ${order.id}`, id, 201, answer);
    res.status(201).json(answer);
  });

  router.get('/v2/payments/captures/:id', (req, res) => {
    const found = store.captures.get(req.params.id);
    const order = [...store.orders.values()].find((candidate) => candidate.captureIds.includes(req.params.id));
    if (!found || !order) {
      sendNotFound(res);
      return;
    }
    res.json({ ...found, supplementary_data: { related_ids: { order_id: order.id } } });
  });

  return router;
}
