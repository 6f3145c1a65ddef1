import { Link } from '@solar/shared-routing';
import styled from '@emotion/styled';
import {
  Card,
  colors,
  Container,
  Grid,
  mailtoHref,
  mq,
  OFFICE_ADDRESS,
  OFFICE_PHONE,
  OFFICE_PHONE_HREF,
  PageHeader,
  radii,
  REPLY_PROMISE,
  Section,
  shadows,
  space,
  SUPPORT_EMAIL,
} from '@solar/shared-ui';
import { CONTACT_TOPICS } from '../contact-topics';
import { ContactForm } from './contact-form';
import { useEnquirySubject } from '../hooks/use-enquiry-subject';

const Layout = styled.div`
  display: grid;
  gap: ${space.lg};
  align-items: start;
  ${mq.lg} {
    grid-template-columns: 3fr 2fr;
  }
`;

const FormCard = styled(Card)`
  padding: ${space.xl} ${space.lg};
`;

const Aside = styled.div`
  display: grid;
  gap: ${space.lg};
`;

const EmailCard = styled.div`
  display: grid;
  gap: ${space.sm};
  padding: ${space.xl} ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.brandStrong};
  color: ${colors.surface};
  box-shadow: ${shadows.raised};
  h2 {
    margin: 0;
    color: ${colors.surface};
  }
  p {
    margin: 0;
    color: ${colors.brandSoft};
  }
  .email {
    font-size: clamp(1.15rem, 1.5vw + 0.8rem, 1.6rem);
    font-weight: 800;
    color: ${colors.sun};
    word-break: break-word;
  }
`;

const OfficeCard = styled(Card)`
  address {
    font-style: normal;
    line-height: 1.7;
  }
  p {
    margin: 0;
  }
`;

const TopicCard = styled(Card)`
  p {
    margin: 0;
    color: ${colors.inkMuted};
  }
  .links {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm} ${space.md};
    margin-top: auto;
    padding-top: ${space.sm};
    font-weight: 600;
  }
`;

export default function ContactPage() {
  const subject = useEnquirySubject();
  const emailSubject = subject ?? undefined;

  return (
    <>
      <PageHeader title="Contact Us" eyebrow="Get in touch">
        <p>
          Whether you would like to volunteer, partner with us, write about our work or ask about a donation, our small
          team in Birmingham is glad to hear from you.
        </p>
      </PageHeader>

      <Section>
        <Container>
          <Layout>
            <FormCard>
              <ContactForm key={subject ?? ''} initialSubject={subject ?? undefined} />
            </FormCard>
            <Aside>
              <EmailCard>
                <h2>Email our team</h2>
                <a className="email" href={mailtoHref(SUPPORT_EMAIL, emailSubject)}>
                  {SUPPORT_EMAIL}
                </a>
                <p>
                  {REPLY_PROMISE} Prefer email? Write to us directly and tell us a little about yourself and your
                  question.
                </p>
              </EmailCard>
              <OfficeCard aria-labelledby="office-heading">
                <h2 id="office-heading" css={{ fontSize: '1.35rem', margin: 0 }}>
                  UK office
                </h2>
                <address>
                  {OFFICE_ADDRESS.map((line, index) => (
                    <span key={line}>
                      {index > 0 ? <br /> : null}
                      {line}
                    </span>
                  ))}
                </address>
                <p>
                  Phone: <a href={OFFICE_PHONE_HREF}>{OFFICE_PHONE}</a>
                </p>
                <p css={{ color: colors.inkMuted }}>
                  Monday to Friday, 9:00 to 17:00 UK time. This is also our registered address.
                </p>
              </OfficeCard>
            </Aside>
          </Layout>
        </Container>
      </Section>

      <Section tone="alt" aria-labelledby="topics-heading">
        <Container>
          <h2 id="topics-heading">What can we help with?</h2>
          <Grid min="240px">
            {CONTACT_TOPICS.map((topic) => (
              <TopicCard key={topic.title}>
                <h3>{topic.title}</h3>
                <p>{topic.text}</p>
                <div className="links">
                  <a
                    href={mailtoHref(topic.email, topic.subject)}
                    aria-label={`Email us about ${topic.title.toLowerCase()}`}
                  >
                    Email us
                  </a>
                  {topic.related ? <Link to={topic.related.to}>{topic.related.label}</Link> : null}
                </div>
              </TopicCard>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
