import type { Request } from 'express';
import type { SimConfig } from './config';

/** Links point back at this simulator, at the address the caller used unless PAYPAL_SIM_PUBLIC_URL says otherwise. */
export function baseUrl(req: Request, config: SimConfig): string {
  return config.publicUrl ?? `${req.protocol}://${req.get('host') ?? `localhost:${config.port}`}`;
}

export function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Adds query parameters to a merchant's return or cancel URL, keeping the ones it already has. */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}
