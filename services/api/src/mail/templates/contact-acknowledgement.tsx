import { REPLY_PROMISE, SUPPORT_EMAIL, type ContactAcknowledgementData } from '@solar/shared-contracts';
import { DetailList } from './detail-list';
import type { EmailDefinition, TemplateProps } from './email-definition';
import { greeting } from './email-format';
import { EmailLayout } from './email-layout';
import { EmailAddress, Paragraph, SignOff, Subheading, Title } from './email-text';
import { QuotedText } from './quoted-text';

function subject(): string {
  return 'Thank you for your message';
}

function ContactAcknowledgementEmail({ data, context }: TemplateProps<ContactAcknowledgementData>) {
  return (
    <EmailLayout title={subject()} preview={`${REPLY_PROMISE} Here is a copy of what you sent us.`} context={context}>
      <Title>Thank you for getting in touch</Title>
      <Paragraph>{greeting(data.name)}</Paragraph>
      <Paragraph>Your message has reached our team, and a real person will answer it. {REPLY_PROMISE}</Paragraph>
      <Subheading>Your message</Subheading>
      <DetailList details={[['Subject', data.subject]]} />
      <QuotedText text={data.message} />
      <Paragraph>
        Anything to add? Email <EmailAddress address={SUPPORT_EMAIL} />.
      </Paragraph>
      <SignOff />
    </EmailLayout>
  );
}

export const contactAcknowledgement: EmailDefinition<ContactAcknowledgementData> = {
  subject,
  Email: ContactAcknowledgementEmail,
};
