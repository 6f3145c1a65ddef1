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

/** Powerful features no page of the site uses: off for the page and anything it embeds. */
const UNUSED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

/** What the pages do use: the home page's video (autoplay, its controls' full screen and picture-in-picture). */
const OWN_FEATURES = ['autoplay', 'fullscreen', 'picture-in-picture'];

/**
 * The Payment Request API for the site and the payment provider's frames only (PayPal, and any stand-in such as
 * the simulator under `npm start`); the features the site uses for itself alone; every other powerful feature off.
 */
export function permissionsPolicy(config: ShellServerConfig): string {
  const payment = [...new Set(config.paymentOrigins.map(originOf))].map((origin) => `"${origin}"`);
  return [
    `payment=(self ${payment.join(' ')})`,
    ...OWN_FEATURES.map((feature) => `${feature}=(self)`),
    ...UNUSED_FEATURES.map((feature) => `${feature}=()`),
  ].join(', ');
}
