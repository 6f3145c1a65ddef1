import type { NewsletterConfirmationData } from '@solar/shared-contracts';
import type { EmailDefinition, TemplateProps } from './email-definition';
import { formatUkDate, greeting } from './email-format';
import { EmailLayout } from './email-layout';
import { ActionButton, Paragraph, SignOff, Title } from './email-text';

function subject(): string {
  return 'Please confirm you would like our monthly updates';
}

/**
 * The double opt-in's question (decision 077): a service message, not marketing, so it carries no news and no list
 * headers. Nothing happens unless the person confirms.
 */
function NewsletterConfirmationEmail({ data, context }: TemplateProps<NewsletterConfirmationData>) {
  return (
    <EmailLayout
      title={subject()}
      preview="One click to start our monthly news from the schools and clinics we bring solar power to."
      context={context}
    >
      <Title>Confirm your sign-up</Title>
      <Paragraph>{greeting(data.firstName)}</Paragraph>
      <Paragraph>
        Someone, we hope you, asked on our website for this address to receive our monthly updates: news of the schools,
        orphanages, places of worship and health centres in Pakistan and Somaliland getting solar power, and stories
        from the communities we serve.
      </Paragraph>
      <Paragraph>To start receiving them, please confirm with the button below.</Paragraph>
      {context.confirmUrl ? <ActionButton href={context.confirmUrl}>Yes, send me the updates</ActionButton> : null}
      <Paragraph>
        The link works until {formatUkDate(data.expiresAt)}. If you did not ask for this, or have changed your mind,
        simply ignore this email and nothing happens: we will not add you to our list or write to you again, and we
        delete the request when the link expires.
      </Paragraph>
      <SignOff />
    </EmailLayout>
  );
}

export const newsletterConfirmation: EmailDefinition<NewsletterConfirmationData> = {
  subject,
  Email: NewsletterConfirmationEmail,
};
