import axios, { type AxiosAdapter } from 'axios';

export const PAYPAL_SANDBOX_API = 'https://api-m.sandbox.paypal.com';

/**
 * An axios adapter for `new Client({ environment: Environment.Sandbox, unstable_httpClientOptions: { adapter } })`
 * that sends every call the PayPal server SDK makes (the OAuth token call included) to `targetBaseUrl` instead of
 * PayPal's sandbox. The SDK has no base-URL setting and axios's proxy option tunnels with CONNECT, so rewriting the
 * URL before axios's own adapter runs is the one seam it offers. A URL outside the sandbox API is refused rather
 * than sent, so a misconfigured client never reaches a real PayPal host.
 */
export function sandboxRedirectAdapter(targetBaseUrl: string, from: string = PAYPAL_SANDBOX_API): AxiosAdapter {
  const target = new URL(targetBaseUrl).toString().replace(/\/+$/, '');
  const send = axios.getAdapter(axios.defaults.adapter);
  return (config) => {
    const url = config.url ?? '';
    if (url !== from && !url.startsWith(`${from}/`) && !url.startsWith(`${from}?`)) {
      return Promise.reject(
        new Error(`sandboxRedirectAdapter refuses ${url}: only ${from} is redirected to ${target}`),
      );
    }
    return send({ ...config, url: target + url.slice(from.length) });
  };
}
