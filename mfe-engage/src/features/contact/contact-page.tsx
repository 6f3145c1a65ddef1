import { Link } from 'react-router-dom';
import styled from '@emotion/styled';
import { Card, colors, Container, Grid, mailtoHref, mq, OFFICE_ADDRESS, OFFICE_PHONE, OFFICE_PHONE_HREF, PageHeader, radii, REPLY_PROMISE, Section, shadows, space, SUPPORT_EMAIL } from '@solar/shared-ui';
import { CONTACT_TOPICS } from './contact-topics';
import { useEnquirySubject } from './use-enquiry-subject';

const Subject = styled.p`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: 0 0 ${space.lg};
  padding: ${space.sm} ${space.md};
  border-radius: ${radii.pill};
  background: ${colors.sunSoft};
  border: 1px solid ${colors.sun};
  font-size: 1.05rem;
  strong {
    color: #7a4100;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${space.lg};
  ${mq.lg} {
    grid-template-columns: 3fr 2fr;
  }
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
          {subject ? (
            <Subject>
              <strong>About:</strong> <span>{subject}</span>
            </Subject>
          ) : null}
          <Layout>
            <EmailCard>
              <h2>Email our team</h2>
              <a className="email" href={mailtoHref(SUPPORT_EMAIL, emailSubject)}>
                {SUPPORT_EMAIL}
              </a>
              <p>
                {REPLY_PROMISE} Tell us a little about yourself and your question
                {subject ? '; the email link fills in your subject for you.' : '.'}
              </p>
              <p>
                Our online contact form is on its way. Until it arrives, email is the quickest way to reach us.
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
              <p css={{ color: colors.inkMuted }}>Monday to Friday, 9:00 to 17:00 UK time. This is also our registered address.</p>
            </OfficeCard>
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
                  <a href={mailtoHref(topic.email, topic.subject)} aria-label={`Email us about ${topic.title.toLowerCase()}`}>
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
