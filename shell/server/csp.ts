import type { ShellServerConfig } from './config';

const PAYPAL_ASSETS = ['https://www.paypalobjects.com'];

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Scripts only from this site, the remotes and the payment provider. Styles allow inline blocks because
 * Emotion writes its rules into <style> elements at run time; scripts never run inline.
 */
export function contentSecurityPolicy(config: ShellServerConfig): Record<string, string[]> {
  const remoteOrigins = Object.values(config.remotes).map(originOf);
  const payment = config.paymentOrigins.map(originOf);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins, ...payment],
    'connect-src': ["'self'", ...remoteOrigins, ...payment],
    'img-src': ["'self'", 'data:', ...remoteOrigins, ...payment, ...PAYPAL_ASSETS],
    'media-src': ["'self'", ...remoteOrigins],
    'font-src': ["'self'", ...remoteOrigins],
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    'frame-src': payment,
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...payment],
  };
}
