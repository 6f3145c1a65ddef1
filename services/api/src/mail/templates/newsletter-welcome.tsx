import type { NewsletterWelcomeData } from '@solar/shared-contracts';
import type { EmailDefinition, TemplateProps } from './email-definition';
import { EmailLayout } from './email-layout';
import { Paragraph, SignOff, SiteLink, Title } from './email-text';

function subject(): string {
  return 'Welcome to our monthly updates';
}

function NewsletterWelcomeEmail({ data, context }: TemplateProps<NewsletterWelcomeData>) {
  const firstName = data.firstName?.trim();
  return (
    <EmailLayout
      title={subject()}
      preview="News from the communities we power in Pakistan and Somaliland, about once a month."
      context={context}
    >
      <Title>{firstName ? `Welcome, ${firstName}` : 'Welcome'}</Title>
      <Paragraph>
        Thank you for signing up. About once a month we will email you news of our solar projects in Pakistan and
        Somaliland: the schools, orphanages, places of worship and health centres getting power, and stories from the
        communities we serve.
      </Paragraph>
      <Paragraph>
        We will not flood your inbox, and we never share your address. You can unsubscribe at any time with the link at
        the foot of every email we send.
      </Paragraph>
      <Paragraph>
        Until the first update arrives, you can read the latest from the field on{' '}
        <SiteLink href={`${context.siteOrigin}/blogs`}>our blog</SiteLink>.
      </Paragraph>
      <SignOff />
    </EmailLayout>
  );
}

export const newsletterWelcome: EmailDefinition<NewsletterWelcomeData> = { subject, Email: NewsletterWelcomeEmail };
