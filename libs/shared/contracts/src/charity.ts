/** How the public reaches the charity: one source for every remote, the shell and the API's emails. */
export const CHARITY_NAME = 'From Sun to Sanctuary';
export const CHARITY_NUMBER = '1204516';
export const SUPPORT_EMAIL = 'support@fromsuntosanctuary.org';
export const DONATIONS_EMAIL = 'donations@fromsuntosanctuary.org';
export const PRESS_EMAIL = 'press@fromsuntosanctuary.org';
export const PRIVACY_EMAIL = 'privacy@fromsuntosanctuary.org';
export const OFFICE_PHONE = '+44 121 496 0123';
export const OFFICE_PHONE_HREF = 'tel:+441214960123';
export const REPLY_PROMISE = 'We reply within 24 hours.';

/** The UK office, which is also the registered address. */
export const OFFICE_ADDRESS = [
  CHARITY_NAME,
  '3rd Floor, 45 Church Street',
  'Birmingham',
  'B3 2RT',
  'United Kingdom',
] as const;

/** A link to the contact page that carries the enquiry's subject (shown there as "About: …"). */
export function contactHref(subject: string): string {
  return `/contact?subject=${encodeURIComponent(subject)}`;
}

/** A mailto link, with a subject line when one is given. */
export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
