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

export const PAYPAL_API_BASE: Record<PaypalEnvironment, string> = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
};

const PAYPAL_TIMEOUT_MS = 10_000;

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function httpUrl(name: string, value: string | undefined, problems: string[]): string | undefined {
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value.replace(/\/+$/, '');
  } catch {
    // reported below
  }
  problems.push(`${name} must be an absolute http(s) URL, got "${value}"`);
  return undefined;
}

/**
 * Reads the PAYPAL_* variables, adding any problem to `problems`. Credentials come only from the environment;
 * with neither PAYPAL_CLIENT_ID nor PAYPAL_CLIENT_SECRET set, PayPal is simply not configured.
 */
export function readPaypalConfig(env: NodeJS.ProcessEnv, problems: string[]): PaypalConfig | null {
  const clientId = present(env['PAYPAL_CLIENT_ID']);
  const clientSecret = present(env['PAYPAL_CLIENT_SECRET']);
  const rawEnvironment = present(env['PAYPAL_ENVIRONMENT']) ?? 'sandbox';
  const environment = rawEnvironment === 'live' || rawEnvironment === 'sandbox' ? rawEnvironment : undefined;
  if (!environment) problems.push(`PAYPAL_ENVIRONMENT must be sandbox or live, got "${rawEnvironment}"`);

  const customBase = httpUrl('PAYPAL_API_BASE_URL', present(env['PAYPAL_API_BASE_URL']), problems);
  if (customBase && environment === 'live') {
    problems.push('PAYPAL_API_BASE_URL is for the local simulator and cannot be used with PAYPAL_ENVIRONMENT=live');
  }
  const sdkBaseUrl = httpUrl('PAYPAL_SDK_BASE_URL', present(env['PAYPAL_SDK_BASE_URL']), problems);

  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    problems.push('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together');
    return null;
  }
  const resolvedEnvironment = environment ?? 'sandbox';
  return {
    clientId,
    clientSecret,
    environment: resolvedEnvironment,
    apiBaseUrl: customBase ?? PAYPAL_API_BASE[resolvedEnvironment],
    redirected: customBase !== undefined,
    ...(sdkBaseUrl ? { sdkBaseUrl } : {}),
    ...(present(env['PAYPAL_WEBHOOK_ID']) ? { webhookId: present(env['PAYPAL_WEBHOOK_ID']) } : {}),
    ...(present(env['PAYPAL_PLAN_ID']) ? { planId: present(env['PAYPAL_PLAN_ID']) } : {}),
    timeoutMs: PAYPAL_TIMEOUT_MS,
  };
}
