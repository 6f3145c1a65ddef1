import { createHmac, timingSafeEqual } from 'node:crypto';

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

/** CRC-32 (IEEE), as an unsigned decimal: the checksum PayPal puts in its signed string. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, 'utf8')) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export type SignatureInput = { transmissionId: string; transmissionTime: string; webhookId: string; body: string };

/**
 * PayPal signs `transmission_id|transmission_time|webhook_id|crc32(body)` with its RSA key. The simulator has no
 * certificate, so it signs the same string with HMAC-SHA256 under PAYPAL_SIM_WEBHOOK_SECRET (base64 signature).
 */
export function webhookSignature(secret: string, input: SignatureInput): string {
  const message = `${input.transmissionId}|${input.transmissionTime}|${input.webhookId}|${crc32(input.body)}`;
  return createHmac('sha256', secret).update(message).digest('base64');
}

export function isValidSignature(secret: string, input: SignatureInput, signature: string): boolean {
  const expected = Buffer.from(webhookSignature(secret, input));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
