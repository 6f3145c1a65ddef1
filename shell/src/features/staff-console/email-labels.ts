import type { EmailStatus, EmailTemplate } from '@solar/shared-contracts';
import type { StatusTone } from '@solar/shared-ui';

/** What each email is, in the words staff use. */
export const emailTemplateNames: Record<EmailTemplate, string> = {
  'donation-receipt': 'Donation receipt',
  'donation-refund': 'Refund notice',
  'contact-acknowledgement': 'Contact acknowledgement',
  'contact-staff-alert': 'Contact alert to staff',
  'volunteer-acknowledgement': 'Volunteer acknowledgement',
  'volunteer-staff-alert': 'Volunteer alert to staff',
  'newsletter-confirmation': 'Newsletter sign-up confirmation',
  'newsletter-welcome': 'Newsletter welcome',
  'monthly-gift-confirmation': 'Monthly gift confirmation',
  'monthly-gift-change': 'Monthly gift change',
  'monthly-gift-link': 'Monthly gift manage link',
  'giving-statement': 'Giving statement',
  'monthly-gift-payment-failed': 'Monthly payment failed',
  'monthly-gift-on-hold': 'Monthly gift on hold',
};

/** An outbox row's status as a badge; "pending" reads as Waiting, since it may be a retry after a failure. */
export const emailStatusBadges: Record<EmailStatus, { label: string; tone: StatusTone }> = {
  sent: { label: 'Sent', tone: 'success' },
  pending: { label: 'Waiting', tone: 'info' },
  failed: { label: 'Failed', tone: 'danger' },
};
