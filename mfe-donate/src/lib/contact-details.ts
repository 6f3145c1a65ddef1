/** How donors reach the charity while online payment is being set up. */
export const DONATIONS_EMAIL = 'donations@fromsuntosanctuary.org';
export const SUPPORT_EMAIL = 'support@fromsuntosanctuary.org';
export const DONATIONS_PHONE = '+44 121 496 0123';
export const DONATIONS_PHONE_HREF = 'tel:+441214960123';

/** A link to the contact page that carries the enquiry's subject. */
export function contactHref(subject: string) {
  return `/contact?subject=${encodeURIComponent(subject)}`;
}

/** A mailto link with a subject line, for the donations team. */
export function donationsMailto(subject: string) {
  return `mailto:${DONATIONS_EMAIL}?subject=${encodeURIComponent(subject)}`;
}
