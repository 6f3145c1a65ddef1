import { timingSafeEqual } from 'node:crypto';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { SimConfig } from './config';
import { sendAuthFailure } from './errors';
import { newToken, randomCode } from './ids';
import type { SimStore } from './store';

const ACCESS_TOKEN_SECONDS = 32_400;
const CLIENT_TOKEN_SECONDS = 900;
const APP_ID = 'APP-80W284485P519543T';
const SCOPE =
  'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/subscriptions https://uri.paypal.com/services/identity/grantproperties';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic\s+(.+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

function oauthError(res: Response, status: 400 | 401, error: string, description: string) {
  res.status(status).json({ error, error_description: description });
}

export function bearerToken(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
}

/** Every REST route except the token endpoint needs an access token this simulator issued and that has not expired. */
export function requireBearer(store: SimStore) {
  return (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req.headers.authorization);
    const expiry = token ? store.accessTokens.get(token) : undefined;
    if (expiry === undefined || expiry < Date.now()) {
      sendAuthFailure(res);
      return;
    }
    next();
  };
}

export function authRoutes(config: SimConfig, store: SimStore) {
  const router = Router();

  router.post('/v1/oauth2/token', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const credentials = basicCredentials(req.headers.authorization);
    if (
      !credentials ||
      !sameText(credentials.id, config.clientId) ||
      !sameText(credentials.secret, config.clientSecret)
    ) {
      oauthError(res, 401, 'invalid_client', 'Client Authentication failed');
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body['grant_type'] !== 'client_credentials') {
      oauthError(res, 400, 'unsupported_grant_type', 'Grant Type is NULL or not supported');
      return;
    }
    const nonce = `${new Date().toISOString()}${randomCode(20)}`;
    if (body['response_type'] === 'client_token') {
      // PayPal answers a browser-safe client token in access_token; client_token repeats it for readers of the older field.
      const clientToken = newToken('sim-client-token-');
      res.json({
        scope: SCOPE,
        access_token: clientToken,
        client_token: clientToken,
        token_type: 'Bearer',
        app_id: APP_ID,
        expires_in: CLIENT_TOKEN_SECONDS,
        nonce,
      });
      return;
    }
    const accessToken = newToken('A21AA.sim.');
    store.accessTokens.set(accessToken, Date.now() + ACCESS_TOKEN_SECONDS * 1000);
    res.json({
      scope: SCOPE,
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: APP_ID,
      expires_in: ACCESS_TOKEN_SECONDS,
      nonce,
    });
  });

  router.post('/v1/identity/generate-token', requireBearer(store), (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ client_token: newToken('sim-client-token-'), expires_in: 3600 });
  });

  return router;
}
