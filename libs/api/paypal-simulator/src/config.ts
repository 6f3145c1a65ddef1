import {
  type Env,
  flag,
  httpUrl,
  integer,
  isProduction,
  NODE_ENV_VARIABLE,
  port,
  readVariables,
  refuseIfAny,
  text,
} from '@solar/shared-config';

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
  /**
   * How long a revision's approve link works (MONTHLY_AMOUNT_APPROVAL_HOURS, the API's own setting, so both agree;
   * default 3, PayPal's token lifetime).
   */
  revisionApprovalHours?: number;
  /** Where the simulator posts the webhooks PayPal would send (PAYPAL_SIM_WEBHOOK_URL); unset: none are posted. */
  webhookUrl?: string;
  /** The webhook id the posted events are signed for (PAYPAL_SIM_WEBHOOK_ID): the site's PAYPAL_WEBHOOK_ID. */
  webhookId?: string;
  /** How often the billing clock looks for cycles and retries that are due, and posts waiting webhooks (seconds). */
  billingTickSeconds?: number;
  /** How many simulated seconds pass each real second (PAYPAL_SIM_CLOCK_SPEED): 1 is PayPal's own pace. */
  clockSpeed?: number;
};

export const DEFAULT_WEBHOOK_ID = 'SIM-WEBHOOK-ID';

export const DEFAULT_REVISION_APPROVAL_HOURS = 3;

/** The simulator's variables, each defined once (decision 046). A generic PORT is ignored: 4290 is well known. */
const SIM_VARIABLES = {
  ...NODE_ENV_VARIABLE,
  PAYPAL_SIM_PORT: port(DEFAULT_PORT),
  PAYPAL_SIM_HOST: text(DEFAULT_HOST),
  PAYPAL_SIM_CLIENT_ID: text('sim-client-id'),
  PAYPAL_SIM_CLIENT_SECRET: text('sim-client-secret'),
  PAYPAL_SIM_WEBHOOK_SECRET: text('sim-webhook-secret'),
  PAYPAL_SIM_PUBLIC_URL: httpUrl(),
  PAYPAL_SIM_TEST_HOOKS: flag(),
  PAYPAL_SIM_ALLOW: flag(),
  MONTHLY_AMOUNT_APPROVAL_HOURS: integer(1, 168, DEFAULT_REVISION_APPROVAL_HOURS),
  PAYPAL_SIM_WEBHOOK_URL: httpUrl(),
  PAYPAL_SIM_WEBHOOK_ID: text(DEFAULT_WEBHOOK_ID),
  PAYPAL_SIM_BILLING_TICK_SECONDS: integer(1, 3600, 1),
  PAYPAL_SIM_CLOCK_SPEED: integer(1, 1_000_000, 1),
};

export function readSimConfig(env: Env): SimConfig {
  const problems: string[] = [];
  const { values } = readVariables(SIM_VARIABLES, env, problems);
  refuseIfAny(problems, 'PayPal simulator');
  return {
    port: values.PAYPAL_SIM_PORT,
    host: values.PAYPAL_SIM_HOST,
    clientId: values.PAYPAL_SIM_CLIENT_ID,
    clientSecret: values.PAYPAL_SIM_CLIENT_SECRET,
    webhookSecret: values.PAYPAL_SIM_WEBHOOK_SECRET,
    ...(values.PAYPAL_SIM_PUBLIC_URL ? { publicUrl: values.PAYPAL_SIM_PUBLIC_URL } : {}),
    testHooks: values.PAYPAL_SIM_TEST_HOOKS,
    revisionApprovalHours: values.MONTHLY_AMOUNT_APPROVAL_HOURS,
    ...(values.PAYPAL_SIM_WEBHOOK_URL ? { webhookUrl: values.PAYPAL_SIM_WEBHOOK_URL } : {}),
    webhookId: values.PAYPAL_SIM_WEBHOOK_ID,
    billingTickSeconds: values.PAYPAL_SIM_BILLING_TICK_SECONDS,
    clockSpeed: values.PAYPAL_SIM_CLOCK_SPEED,
  };
}

/** The simulator accepts any buyer and keeps no records, so it must never stand in for PayPal in production. */
export function refusalToStart(env: Env): string | undefined {
  const { values } = readVariables(SIM_VARIABLES, env, []);
  if (isProduction(values) && !values.PAYPAL_SIM_ALLOW) {
    return 'refusing to start with NODE_ENV=production: the PayPal simulator is for development and tests only (set PAYPAL_SIM_ALLOW=true to override)';
  }
  return undefined;
}
