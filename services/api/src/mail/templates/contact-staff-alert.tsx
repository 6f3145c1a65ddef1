import type { ContactStaffAlertData } from '@solar/shared-contracts';
import { DetailList } from './detail-list';
import type { EmailDefinition, TemplateProps } from './email-definition';
import { oneLine } from './email-format';
import { EmailLayout } from './email-layout';
import { ActionButton, EmailAddress, Paragraph, Title } from './email-text';
import { QuotedText } from './quoted-text';

function subject(data: ContactStaffAlertData): string {
  return `New message from ${oneLine(data.name, 40)}: ${oneLine(data.subject)}`;
}

function ContactStaffAlertEmail({ data, context }: TemplateProps<ContactStaffAlertData>) {
  return (
    <EmailLayout
      title={subject(data)}
      preview={`${oneLine(data.name, 40)} wrote through the contact form. We promised a reply within 24 hours.`}
      context={context}
    >
      <Title>New message from the contact form</Title>
      <DetailList
        details={[
          ['From', data.name],
          ['Email', <EmailAddress key="email" address={data.email} />],
          ['Subject', data.subject],
        ]}
      />
      <QuotedText text={data.message} />
      <Paragraph>
        The site promised a reply within 24 hours. Opening the message in the back office marks it as read.
      </Paragraph>
      <ActionButton href={`${context.siteOrigin}/staff/messages/${data.messageId}`}>
        Open the message in the back office
      </ActionButton>
    </EmailLayout>
  );
}

export const contactStaffAlert: EmailDefinition<ContactStaffAlertData> = { subject, Email: ContactStaffAlertEmail };
