import { createElement } from 'react';
import { render, toPlainText } from '@react-email/components';
import { MARKETING_TEMPLATES, type EmailTemplate, type EmailTemplateData } from '@solar/shared-contracts';
import { contactAcknowledgement } from './contact-acknowledgement';
import { contactStaffAlert } from './contact-staff-alert';
import { donationReceipt } from './donation-receipt';
import { donationRefund } from './donation-refund';
import type { EmailContext, RenderedEmail } from './email-context';
import type { EmailDefinition } from './email-definition';
import { givingStatement } from './giving-statement';
import { monthlyGiftChange } from './monthly-gift-change';
import { monthlyGiftConfirmation } from './monthly-gift-confirmation';
import { monthlyGiftLink } from './monthly-gift-link';
import { monthlyGiftOnHold } from './monthly-gift-on-hold';
import { monthlyGiftPaymentFailed } from './monthly-gift-payment-failed';
import { newsletterConfirmation } from './newsletter-confirmation';
import { newsletterWelcome } from './newsletter-welcome';
import { volunteerAcknowledgement } from './volunteer-acknowledgement';
import { volunteerStaffAlert } from './volunteer-staff-alert';

export type { EmailContext, RenderedEmail } from './email-context';

const DEFINITIONS: { [T in EmailTemplate]: EmailDefinition<EmailTemplateData[T]> } = {
  'donation-receipt': donationReceipt,
  'donation-refund': donationRefund,
  'contact-acknowledgement': contactAcknowledgement,
  'contact-staff-alert': contactStaffAlert,
  'volunteer-acknowledgement': volunteerAcknowledgement,
  'volunteer-staff-alert': volunteerStaffAlert,
  'newsletter-welcome': newsletterWelcome,
  'newsletter-confirmation': newsletterConfirmation,
  'monthly-gift-confirmation': monthlyGiftConfirmation,
  'monthly-gift-change': monthlyGiftChange,
  'monthly-gift-link': monthlyGiftLink,
  'giving-statement': givingStatement,
  'monthly-gift-payment-failed': monthlyGiftPaymentFailed,
  'monthly-gift-on-hold': monthlyGiftOnHold,
};

/** Plain text: headings as written (not upper case), links as "text <address>", mail addresses once. */
const PLAIN_TEXT = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'a', options: { linkBrackets: ['<', '>'] as [string, string], hideLinkHrefIfSameAsText: true } },
    { selector: 'a[href^="mailto:"]', format: 'anchor', options: { ignoreHref: true } },
  ],
};

/**
 * Writes one email, HTML and plain text. Marketing mail must carry its unsubscribe address (the privacy policy
 * promises the link in every one); transactional mail never shows one, whatever the context holds.
 */
export async function renderEmail<T extends EmailTemplate>(
  template: T,
  data: EmailTemplateData[T],
  context: EmailContext,
): Promise<RenderedEmail> {
  const marketing = MARKETING_TEMPLATES.includes(template);
  if (marketing && !context.unsubscribeUrl)
    throw new Error(`${template} is marketing mail and needs an unsubscribe address`);
  const definition = DEFINITIONS[template] as EmailDefinition<EmailTemplateData[T]>;
  const props = {
    data,
    context: {
      siteOrigin: context.siteOrigin.replace(/\/+$/, ''),
      unsubscribeUrl: marketing ? context.unsubscribeUrl : undefined,
      manageUrl: context.manageUrl,
      confirmUrl: context.confirmUrl,
    },
  };
  const html = await render(createElement(definition.Email, props));
  return { subject: definition.subject(data), html, text: toPlainText(html, PLAIN_TEXT) };
}
