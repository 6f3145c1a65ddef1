import { randomBytes } from 'node:crypto';

/** PayPal's alphabet for ids: digits 2-9 and capitals without I and O (`^[2-9A-HJ-NP-Z]+$`), 32 characters. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Upper-case letters and digits, the way PayPal spells its resource ids. */
export function randomCode(length: number): string {
  const bytes = randomBytes(length);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte % ALPHABET.length];
  return code;
}

export const newOrderId = () => randomCode(17);
export const newCaptureId = () => randomCode(17);
export const newSaleId = () => randomCode(17);
export const newPayerId = () => randomCode(13);
export const newProductId = () => `PROD-${randomCode(17)}`;
export const newPlanId = () => `P-${randomCode(24)}`;
export const newSubscriptionId = () => `I-${randomCode(12)}`;
export const newPaymentId = () => `PAYID-${randomCode(24)}`;
export const newBillingToken = () => `BA-${randomCode(17)}`;
export const newDebugId = () => randomBytes(7).toString('hex').slice(0, 13);
export const newToken = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

/** PayPal writes times to the second. */
export function timestamp(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
