import { type Env, httpUrl, oneOf, readVariables, text } from '@solar/shared-config';

export type PaypalEnvironment = 'sandbox' | 'live';

/** How the API reaches PayPal; null in ApiConfig when PayPal is not configured (the site offers bank transfer). */
export type PaypalConfig = {
  clientId: string;
  clientSecret: string;
  environment: PaypalEnvironment;
  /** Base URL of PayPal's REST API: PayPal's own for the environment, or PAYPAL_API_BASE_URL (the local simulator). */
  apiBaseUrl: string;
  /** True when apiBaseUrl is not PayPal's own host: the SDK's calls are rewritten to it. */
  redirected: boolean;
  /** Where browsers load the JS SDK from, when not PayPal's own host (PAYPAL_SDK_BASE_URL). */
  sdkBaseUrl?: string;
  /** The site's webhook id at PayPal (PAYPAL_WEBHOOK_ID); webhooks are refused without it. */
  webhookId?: string;
  /** A ready billing plan for monthly gifts (PAYPAL_PLAN_ID); without it the API creates one on first use. */
  planId?: string;
  /** Milliseconds before a call to PayPal is abandoned. */
  timeoutMs: number;
};

/** Injection token for the checked PaypalConfig, null when PayPal is not configured. */
export const PAYPAL_CONFIG = Symbol('PAYPAL_CONFIG');

export const PAYPAL_API_BASE: Record<PaypalEnvironment, string> = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
};

/** Where PayPal's own pages are, payers approve subscriptions and their changes there. */
export const PAYPAL_WEB_ORIGIN: Record<PaypalEnvironment, string> = {
  sandbox: 'https://www.sandbox.paypal.com',
  live: 'https://www.paypal.com',
};

/**
 * The one origin the site sends a payer to for an approval: PayPal's own pages for the environment, or, with the
 * local simulator, the address browsers reach it at (that of PAYPAL_SDK_BASE_URL, else PAYPAL_API_BASE_URL).
 */
export function paypalApprovalOrigin(config: PaypalConfig): string {
  if (!config.redirected) return PAYPAL_WEB_ORIGIN[config.environment];
  return new URL(config.sdkBaseUrl ?? config.apiBaseUrl).origin;
}

/** Whether `href` is an https (or, with the simulator, http) address on the approval origin. */
export function isPaypalApprovalUrl(config: PaypalConfig, href: string): boolean {
  try {
    return new URL(href).origin === paypalApprovalOrigin(config);
  } catch {
    return false;
  }
}

const PAYPAL_TIMEOUT_MS = 10_000;

/** The PAYPAL_* variables, each defined once (decision 046). */
export const PAYPAL_VARIABLES = {
  PAYPAL_CLIENT_ID: text(),
  PAYPAL_CLIENT_SECRET: text(),
  PAYPAL_ENVIRONMENT: oneOf(['sandbox', 'live'], 'sandbox'),
  PAYPAL_API_BASE_URL: httpUrl(),
  PAYPAL_SDK_BASE_URL: httpUrl(),
  PAYPAL_WEBHOOK_ID: text(),
  PAYPAL_PLAN_ID: text(),
};

/**
 * Reads the PAYPAL_* variables, adding any problem to `problems`. Credentials come only from the environment;
 * with neither PAYPAL_CLIENT_ID nor PAYPAL_CLIENT_SECRET set, PayPal is simply not configured.
 */
export function readPaypalConfig(env: Env, problems: string[]): PaypalConfig | null {
  const { values } = readVariables(PAYPAL_VARIABLES, env, problems);
  const { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret, PAYPAL_ENVIRONMENT: environment } = values;
  const customBase = values.PAYPAL_API_BASE_URL;
  if (customBase && environment === 'live') {
    problems.push('PAYPAL_API_BASE_URL is for the local simulator and cannot be used with PAYPAL_ENVIRONMENT=live');
  }
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    problems.push('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together');
    return null;
  }
  return {
    clientId,
    clientSecret,
    environment,
    apiBaseUrl: customBase ?? PAYPAL_API_BASE[environment],
    redirected: customBase !== undefined,
    ...(values.PAYPAL_SDK_BASE_URL ? { sdkBaseUrl: values.PAYPAL_SDK_BASE_URL } : {}),
    ...(values.PAYPAL_WEBHOOK_ID ? { webhookId: values.PAYPAL_WEBHOOK_ID } : {}),
    ...(values.PAYPAL_PLAN_ID ? { planId: values.PAYPAL_PLAN_ID } : {}),
    timeoutMs: PAYPAL_TIMEOUT_MS,
  };
}
