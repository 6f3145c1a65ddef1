import { Router, type Request, type Response } from 'express';
import { baseUrl } from './base-url';
import type { SimConfig } from './config';
import { browserSdkScript } from './browser-sdk-script';

function sdkError(res: Response, message: string) {
  // PayPal answers a bad SDK URL with 400 and a script that throws, so the loader's onerror fires.
  res
    .status(400)
    .type('application/javascript')
    .send(`throw new Error(${JSON.stringify(`SDK Validation error: '${message}'`)});\n`);
}

function queryValue(req: Request, name: string): string | undefined {
  const value = req.query[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function browserSdkRoutes(config: SimConfig) {
  const router = Router();

  router.get('/sdk/js', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const clientId = queryValue(req, 'client-id');
    if (!clientId) {
      sdkError(res, 'Expected client-id to be passed');
      return;
    }
    if (clientId !== config.clientId) {
      sdkError(res, `client-id not recognized for either production or sandbox: ${clientId}`);
      return;
    }
    const currency = (queryValue(req, 'currency') ?? 'USD').toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) {
      sdkError(res, `Invalid query value for currency: ${currency}`);
      return;
    }
    const intent = (queryValue(req, 'intent') ?? 'capture').toLowerCase();
    if (!['capture', 'authorize', 'subscription', 'tokenize'].includes(intent)) {
      sdkError(res, `Invalid query value for intent: ${intent}`);
      return;
    }
    const vault = queryValue(req, 'vault') === 'true';
    res
      .type('application/javascript')
      .send(browserSdkScript({ simOrigin: baseUrl(req, config), clientId, currency, intent, vault }));
  });

  return router;
}
