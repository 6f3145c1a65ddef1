import styled from '@emotion/styled';
import {
  privacyActivities,
  privacyChildren,
  privacyEmail,
  privacyIco,
  privacyIntro,
  privacyLastUpdated,
  privacyRights,
  privacySecurity,
  privacyTransfers,
  privacyWebsiteData,
  siteCookies,
} from '@solar/content-data';
import { ButtonLink, colors, Container, PageHeader, radii, space } from '@solar/shared-ui';
import { Actions } from '../../components/actions';

const Body = styled.div`
  max-width: 48rem;
  padding: ${space.xl} 0 ${space.xxl};
  h2 {
    margin-top: ${space.xl};
    font-size: 1.6rem;
  }
  h3 {
    margin-top: ${space.lg};
    font-size: 1.2rem;
  }
`;

const Updated = styled.p`
  font-weight: 700;
  color: ${colors.brandStrong};
`;

const Toc = styled.nav`
  padding: ${space.md} ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.surfaceAlt};
  border: 1px solid ${colors.border};
  ol {
    margin: 0;
    padding-left: 1.2rem;
  }
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  gap: ${space.sm};
  dt {
    font-weight: 700;
    color: ${colors.brandStrong};
  }
  dd {
    margin: 0 0 ${space.xs};
  }
`;

const CookieTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${space.sm};
    border: 1px solid ${colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${colors.surfaceAlt};
  }
`;

const sections = [
  { id: 'who-we-are', title: 'Who we are' },
  { id: 'what-we-collect', title: 'What we collect and why' },
  { id: 'website', title: 'Using this website' },
  { id: 'cookies', title: 'Cookies' },
  { id: 'sharing', title: 'Sharing and international transfers' },
  { id: 'security', title: 'Keeping your information safe' },
  { id: 'rights', title: 'Your rights' },
  { id: 'complaints', title: 'Complaints' },
  { id: 'contact-us', title: 'Contact us' },
];

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageHeader title="Privacy Policy" eyebrow="Legal">
        How we collect, use and protect your personal information when you sign up for our newsletter, contact us, apply
        to volunteer or donate.
      </PageHeader>
      <Container>
        <Body>
          <Updated>Last updated {privacyLastUpdated}</Updated>
          <Toc aria-label="Privacy policy contents">
            <h2 className="visually-hidden">Contents</h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </Toc>

          <section aria-labelledby="who-we-are">
            <h2 id="who-we-are">Who we are</h2>
            {privacyIntro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>

          <section aria-labelledby="what-we-collect">
            <h2 id="what-we-collect">What we collect and why</h2>
            {privacyActivities.map((activity) => (
              <section key={activity.id} aria-labelledby={`privacy-${activity.id}`}>
                <h3 id={`privacy-${activity.id}`}>{activity.title}</h3>
                <Facts>
                  <dt>What we collect</dt>
                  <dd>{activity.what}</dd>
                  <dt>Why we use it</dt>
                  <dd>{activity.why}</dd>
                  <dt>Lawful basis</dt>
                  <dd>{activity.lawfulBasis}</dd>
                  <dt>How long we keep it</dt>
                  <dd>{activity.retention}</dd>
                  <dt>Who we share it with</dt>
                  <dd>{activity.sharedWith}</dd>
                </Facts>
              </section>
            ))}
          </section>

          <section aria-labelledby="website">
            <h2 id="website">Using this website</h2>
            {privacyWebsiteData.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>

          <section aria-labelledby="cookies">
            <h2 id="cookies">Cookies</h2>
            <p>These are all the cookies your browser may hold after using this website.</p>
            <CookieTable>
              <caption className="visually-hidden">Cookies, who sets them, why and for how long</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Set by</th>
                  <th scope="col">Purpose</th>
                  <th scope="col">How long it lasts</th>
                </tr>
              </thead>
              <tbody>
                {siteCookies.map((cookie) => (
                  <tr key={cookie.name}>
                    <th scope="row">{cookie.name}</th>
                    <td>{cookie.setBy}</td>
                    <td>{cookie.purpose}</td>
                    <td>{cookie.lifetime}</td>
                  </tr>
                ))}
              </tbody>
            </CookieTable>
          </section>

          <section aria-labelledby="sharing">
            <h2 id="sharing">Sharing and international transfers</h2>
            <p>
              We never sell or rent your personal information, and we share it only as described above or where the law
              requires it.
            </p>
            <p>{privacyTransfers}</p>
          </section>

          <section aria-labelledby="security">
            <h2 id="security">Keeping your information safe</h2>
            <p>{privacySecurity}</p>
            <p>{privacyChildren}</p>
          </section>

          <section aria-labelledby="rights">
            <h2 id="rights">Your rights</h2>
            <p>Under UK data protection law you have the right to:</p>
            <Facts>
              {privacyRights.map((right) => (
                <div key={right.title}>
                  <dt>{right.title}</dt>
                  <dd>{right.description}</dd>
                </div>
              ))}
            </Facts>
            <p>
              To use any of these rights, email <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>. We will respond
              within one month, and there is normally no charge.
            </p>
          </section>

          <section aria-labelledby="complaints">
            <h2 id="complaints">Complaints</h2>
            <p>{privacyIco.text}</p>
            <p>
              {privacyIco.name}: <a href={privacyIco.website}>ico.org.uk/make-a-complaint</a>, telephone{' '}
              {privacyIco.phone}.
            </p>
          </section>

          <section aria-labelledby="contact-us">
            <h2 id="contact-us">Contact us</h2>
            <p>
              For any question about this notice or your personal information, email{' '}
              <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> or send us a message through our contact page. We
              may update this notice from time to time; the date at the top shows when it last changed.
            </p>
            <Actions>
              <ButtonLink to="/contact?subject=Privacy%20enquiry" variant="secondary">
                Contact Us About Privacy
              </ButtonLink>
            </Actions>
          </section>
        </Body>
      </Container>
    </>
  );
}
