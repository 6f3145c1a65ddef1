import express, { type NextFunction, type Request, type Response } from 'express';
import { authRoutes, requireBearer } from './auth';
import { billingRoutes, subscriptionPages } from './billing';
import { browserSdkRoutes } from './browser-sdk';
import { buyerHooks } from './buyer-hooks';
import { checkoutPages } from './checkout-pages';
import { DEFAULT_WEBHOOK_ID, type SimConfig } from './config';
import { localCors } from './cors';
import { debugIdOf, sendError } from './errors';
import { newDebugId } from './ids';
import { orderRoutes } from './orders';
import { outstandingRoutes } from './outstanding';
import { revisionPages, revisionRoutes } from './revisions';
import { saleRoutes } from './sales';
import { SimStore } from './store';
import { testHooks } from './test-hooks';
import { webhookRoutes } from './webhooks';

function isBodyParserError(error: unknown): error is { type: string; status: number } {
  return typeof error === 'object' && error !== null && 'type' in error && 'status' in error;
}

export function createSimApp(config: SimConfig, store = new SimStore()) {
  store.publicBase = config.publicUrl ?? `http://127.0.0.1:${config.port}`;
  store.clockSpeed = config.clockSpeed ?? 1;
  if (config.webhookUrl)
    store.webhookTarget = { url: config.webhookUrl, webhookId: config.webhookId ?? DEFAULT_WEBHOOK_ID };
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('Paypal-Debug-Id', newDebugId());
    next();
  });
  app.use(localCors());
  app.use(express.json({ limit: '100kb' }));
  app.use(express.urlencoded({ extended: false, limit: '10kb' }));

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', name: 'paypal-sim' });
  });
  app.use(authRoutes(config, store));
  app.use(['/v1/billing', '/v1/catalogs', '/v1/notifications', '/v1/payments', '/v2'], requireBearer(store));
  app.use(orderRoutes(config, store));
  app.use(billingRoutes(config, store));
  app.use(outstandingRoutes(config, store));
  app.use(revisionRoutes(config, store));
  app.use(saleRoutes(config, store));
  app.use(webhookRoutes(config));
  app.use(checkoutPages(store));
  app.use(subscriptionPages(store));
  app.use(revisionPages(config, store));
  app.use(browserSdkRoutes(config));
  app.use(buyerHooks(config, store));
  if (config.testHooks) app.use(testHooks(config, store));

  app.use((_req: Request, res: Response) => {
    res
      .status(404)
      .json({ name: 'NOT_FOUND', message: 'The simulator does not answer this path.', debug_id: debugIdOf(res) });
  });
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (isBodyParserError(error) && error.type === 'entity.parse.failed') {
      sendError(res, 400, [{ issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' }]);
      return;
    }
    const status = isBodyParserError(error) && error.status >= 400 && error.status < 500 ? error.status : 500;
    res.status(status).json({
      name: status === 500 ? 'INTERNAL_SERVER_ERROR' : 'INVALID_REQUEST',
      message: String(error),
      debug_id: debugIdOf(res),
    });
  });
  return app;
}
