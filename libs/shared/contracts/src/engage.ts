/**
 * Request and response bodies of the engage endpoints (spec §7). The API's DTOs implement these types and
 * the engage remote's clients send them, so a change on either side fails to compile on the other.
 */
import type { CharityEmailNoticeFields } from './email-basis';

/**
 * POST /api/newsletter/subscribe: asks for the newsletter; nothing is on the list until the emailed link is confirmed
 * (decision 077). The answer is a NewsletterSignUpResponse, the same for every address.
 */
export type NewsletterSubscribeRequest = {
  email: string;
  firstName?: string;
  lastName?: string;
  isActive: boolean;
  subscriptionSource: string;
  consentGiven: boolean;
  /** NEWSLETTER_CONSENT_VERSION of the words the form showed beside its box; without it, the current words. */
  consentVersion?: string;
  /** The page whose form was used, e.g. "/" for the home page's widget. */
  sourcePage?: string;
};

/** A subscriber on the list, as the staff pages show them. */
export type NewsletterSubscriptionResponse = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isActive: boolean;
  subscriptionSource: string;
  consentGiven: boolean;
  createdAt: string;
};

/** POST /api/contact */
export type ContactMessageRequest = {
  name: string;
  email: string;
  subject: string;
  message: string;
};

export type ContactMessageResponse = {
  id: number;
  createdAt: string;
};

/** The fixed province list of spec §3 (value: label). */
export const provinces = [
  { value: 'Punjab', label: 'Punjab' },
  { value: 'Sindh', label: 'Sindh' },
  { value: 'KPK', label: 'Khyber Pakhtunkhwa' },
  { value: 'Balochistan', label: 'Balochistan' },
  { value: 'Gilgit-Baltistan', label: 'Gilgit-Baltistan' },
  { value: 'AJK', label: 'Azad Jammu and Kashmir' },
  { value: 'ICT', label: 'Islamabad Capital Territory' },
] as const;

export type ProvinceCode = (typeof provinces)[number]['value'];

/** POST /api/volunteers: every field of the volunteer form. */
export type VolunteerApplicationRequest = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  province: ProvinceCode;
  postalCode: string;
  /** ISO date, YYYY-MM-DD. */
  dateOfBirth: string;
  occupation: string;
  skills: string;
  interests: string;
  availability: string;
  experience?: string;
  motivation: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  emergencyContactRelation: string;
  hasTransportation: boolean;
  backgroundCheckConsent: boolean;
  agreesToTerms: boolean;
} & CharityEmailNoticeFields;

/** The stored application. `experience` is null when none was given (Omit: an intersection would narrow it to string). */
export type VolunteerApplicationResponse = Omit<
  VolunteerApplicationRequest,
  'experience' | keyof CharityEmailNoticeFields
> & {
  id: number;
  experience: string | null;
  status: string;
  createdAt: string;
  updatedAt: string;
};
