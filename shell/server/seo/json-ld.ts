import { SOCIAL_IMAGE, type JsonLd } from '@solar/shared-contracts';
import { dataBlock } from '../markup/escape';

export { SOCIAL_IMAGE, type JsonLd };

/** A script element of JSON-LD whose text cannot end the element or open markup. */
export function jsonLdScript(data: JsonLd): string {
  return dataBlock(data, { type: 'application/ld+json' });
}
