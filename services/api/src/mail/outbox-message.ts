import { createHash } from 'node:crypto';
import {
  type EmailTemplate,
  type EmailTemplateData,
  type ManageLinkData,
  MARKETING_TEMPLATES,
} from '@solar/shared-contracts';
import { mailboxAddressOf, type MailConfig } from './mail-config';
import type { OutgoingEmail } from './mail-transport';
import type { OutboxEmail } from './outbox-email.entity';
import { renderEmail } from './templates';
import type { EmailContext } from './templates/email-context';
import { manageUrl, signManageToken } from './manage-token';
import { confirmationUrl, signConfirmationToken } from './confirmation-token';
import { signUnsubscribeToken, unsubscribeUrl } from './unsubscribe-token';

type Row = Pick<OutboxEmail, 'id' | 'dedupeKey' | 'template' | 'recipient' | 'payload'>;

/**
 * The same for every attempt at one row: a copy a relay accepted before a crash and the copy sent after it
 * carry one Message-ID, so receiving servers and people can tell the second for a repeat.
 */
export function messageIdOf(row: Pick<OutboxEmail, 'id' | 'dedupeKey'>, from: string): string {
  const domain = mailboxAddressOf(from)?.split('@')[1] ?? 'localhost';
  const digest = createHash('sha256').update(row.dedupeKey).digest('hex').slice(0, 16);
  return `<outbox-${row.id}.${digest}@${domain}>`;
}

export const isMarketing = (template: EmailTemplate): boolean => MARKETING_TEMPLATES.includes(template);

/** The signed link a newsletter email's unsubscribe header and footer carry (the data names the subscriber). */
function unsubscribeLinkOf(row: Row, data: unknown, mail: MailConfig, siteOrigin: string): string {
  const subscriberId = (data as { subscriberId?: unknown } | null)?.subscriberId;
  if (typeof subscriberId !== 'number' || !Number.isInteger(subscriberId) || subscriberId < 1) {
    throw new Error(`${row.template} needs the subscriber's id to sign its unsubscribe link`);
  }
  return unsubscribeUrl(siteOrigin, signUnsubscribeToken(mail.unsubscribeSecret, subscriberId, row.recipient));
}

/** A monthly gift's manage link, signed now for the row's recipient when its data names one (decision 055). */
function manageLinkOf(data: unknown, mail: MailConfig, siteOrigin: string, recipient: string): string | undefined {
  const link = (data as { manageLink?: ManageLinkData } | null)?.manageLink;
  if (!link || typeof link.subscriptionId !== 'number') return undefined;
  return manageUrl(siteOrigin, signManageToken(mail.unsubscribeSecret, link, recipient));
}

/** A newsletter sign-up's confirmation link, signed now for the row's recipient when its data names the request. */
function confirmLinkOf(data: unknown, mail: MailConfig, siteOrigin: string, recipient: string): string | undefined {
  const request = data as { requestId?: unknown; expiresAt?: unknown } | null;
  if (typeof request?.requestId !== 'number' || typeof request.expiresAt !== 'string') return undefined;
  const link = { requestId: request.requestId, expiresAt: Date.parse(request.expiresAt) };
  return confirmationUrl(siteOrigin, signConfirmationToken(mail.unsubscribeSecret, link, recipient));
}

/**
 * One outbox row as the message to send: rendered now from the data stored with the event, From MAIL_FROM,
 * HTML and plain text, and for marketing mail the RFC 8058 one-click unsubscribe headers.
 */
export async function composeEmail(row: Row, mail: MailConfig, siteOrigin: string): Promise<OutgoingEmail> {
  const data = JSON.parse(row.payload) as EmailTemplateData[EmailTemplate];
  const marketing = isMarketing(row.template);
  const manage = manageLinkOf(data, mail, siteOrigin, row.recipient);
  const confirm =
    row.template === 'newsletter-confirmation' ? confirmLinkOf(data, mail, siteOrigin, row.recipient) : undefined;
  const context: EmailContext = {
    siteOrigin,
    ...(marketing ? { unsubscribeUrl: unsubscribeLinkOf(row, data, mail, siteOrigin) } : {}),
    ...(manage ? { manageUrl: manage } : {}),
    ...(confirm ? { confirmUrl: confirm } : {}),
  };
  const rendered = await renderEmail(row.template, data, context);
  const headers: Record<string, string> = {};
  if (context.unsubscribeUrl) {
    headers['List-Unsubscribe'] =
      `<${context.unsubscribeUrl}>, <mailto:${mailboxAddressOf(mail.from)}?subject=unsubscribe>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    from: mail.from,
    to: row.recipient,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    messageId: messageIdOf(row, mail.from),
    headers,
  };
}
