import { portFrom } from '@solar/static-host';

export const DEFAULT_PORT = 4290;

/** Loopback only: anyone who reaches the simulator can approve orders, and with test hooks on, sign webhooks. */
export const DEFAULT_HOST = '127.0.0.1';

export type SimConfig = {
  port: number;
  /** Address to listen on. */
  host: string;
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
  /** Origin the buyer's browser uses to reach the simulator; links are built from each request's Host when unset. */
  publicUrl?: string;
  /** The /__sim hooks only tests need (signing webhooks, forcing states, reset); off unless PAYPAL_SIM_TEST_HOOKS=true. */
  testHooks: boolean;
};

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = env[name]?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`${name} must be "true" or "false", got "${value}"`);
}

export function readSimConfig(env: NodeJS.ProcessEnv): SimConfig {
  const publicUrl = env['PAYPAL_SIM_PUBLIC_URL']?.replace(/\/+$/, '');
  return {
    port: portFrom({ PAYPAL_SIM_PORT: env['PAYPAL_SIM_PORT'] }, 'PAYPAL_SIM_PORT', DEFAULT_PORT),
    host: env['PAYPAL_SIM_HOST']?.trim() || DEFAULT_HOST,
    clientId: env['PAYPAL_SIM_CLIENT_ID'] || 'sim-client-id',
    clientSecret: env['PAYPAL_SIM_CLIENT_SECRET'] || 'sim-client-secret',
    webhookSecret: env['PAYPAL_SIM_WEBHOOK_SECRET'] || 'sim-webhook-secret',
    ...(publicUrl ? { publicUrl } : {}),
    testHooks: flag(env, 'PAYPAL_SIM_TEST_HOOKS'),
  };
}

/** The simulator accepts any buyer and keeps no records, so it must never stand in for PayPal in production. */
export function refusalToStart(env: NodeJS.ProcessEnv): string | undefined {
  if (env['NODE_ENV'] === 'production' && env['PAYPAL_SIM_ALLOW'] !== 'true') {
    return 'refusing to start with NODE_ENV=production: the PayPal simulator is for development and tests only (set PAYPAL_SIM_ALLOW=true to override)';
  }
  return undefined;
}
