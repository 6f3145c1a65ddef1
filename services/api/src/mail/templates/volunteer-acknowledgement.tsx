import { CHARITY_NAME, REPLY_PROMISE, SUPPORT_EMAIL, type VolunteerAcknowledgementData } from '@solar/shared-contracts';
import type { EmailDefinition, TemplateProps } from './email-definition';
import { greeting } from './email-format';
import { EmailLayout } from './email-layout';
import { styles } from './email-styles';
import { EmailAddress, Paragraph, SignOff, Subheading, Title } from './email-text';

/** The steps the volunteer page promises (mfe-engage, "What happens next"), and no timeline it does not give. */
const NEXT_STEPS = [
  'Our volunteer coordinator reads your application.',
  'We call you to talk through the roles that suit you.',
  'You join a short induction and meet your named contact.',
] as const;

function subject(): string {
  return 'Thank you for applying to volunteer';
}

function VolunteerAcknowledgementEmail({ data, context }: TemplateProps<VolunteerAcknowledgementData>) {
  return (
    <EmailLayout
      title={subject()}
      preview="Your application has reached us. Here is what happens next."
      context={context}
    >
      <Title>Thank you for offering your time</Title>
      <Paragraph>{greeting(data.firstName)}</Paragraph>
      <Paragraph>
        Thank you for applying to volunteer with {CHARITY_NAME}. Your application has reached us, and it means a great
        deal: small charities like ours run on people who give their time.
      </Paragraph>
      <Subheading>What happens next</Subheading>
      <ol style={{ ...styles.text, paddingLeft: '24px' }}>
        {NEXT_STEPS.map((step) => (
          <li key={step} style={{ margin: '4px 0' }}>
            {step}
          </li>
        ))}
      </ol>
      <Paragraph>
        Questions in the meantime? Email <EmailAddress address={SUPPORT_EMAIL} />. {REPLY_PROMISE}
      </Paragraph>
      <SignOff />
    </EmailLayout>
  );
}

export const volunteerAcknowledgement: EmailDefinition<VolunteerAcknowledgementData> = {
  subject,
  Email: VolunteerAcknowledgementEmail,
};
