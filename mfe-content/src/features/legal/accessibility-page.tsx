import {
  accessibilityEmail,
  accessibilityEnforcement,
  accessibilityIntro,
  accessibilityKnownIssues,
  accessibilityPrepared,
  accessibilityResponse,
  accessibilityReviewed,
  accessibilityStatus,
  accessibilityTesting,
} from '@solar/content-data';
import { Container, PageHeader } from '@solar/shared-ui';
import { LegalBody } from './components/legal-body';

export default function AccessibilityPage() {
  return (
    <>
      <PageHeader title="Accessibility Statement" eyebrow="Legal">
        How accessible this website is, what we know does not work yet, and how to tell us about a problem.
      </PageHeader>
      <Container>
        <LegalBody>
          {accessibilityIntro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}

          <section aria-labelledby="how-accessible">
            <h2 id="how-accessible">How accessible this website is</h2>
            <p>We know some parts of this website are not fully accessible:</p>
            <ul>
              {accessibilityKnownIssues.map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="report">
            <h2 id="report">Reporting accessibility problems with this website</h2>
            <p>
              We are always looking to improve the accessibility of this website. If you find any problems not listed on
              this page, or think we are not meeting accessibility requirements, email{' '}
              <a href={`mailto:${accessibilityEmail}?subject=Accessibility`}>{accessibilityEmail}</a>.
            </p>
            <p>{accessibilityResponse}</p>
          </section>

          <section aria-labelledby="enforcement">
            <h2 id="enforcement">Enforcement procedure</h2>
            <p>{accessibilityEnforcement}</p>
            <p>
              As a charity we are not a public sector body, but we follow the same standard and the same procedure
              because the people we serve deserve it.
            </p>
          </section>

          <section aria-labelledby="technical">
            <h2 id="technical">Technical information about this website’s accessibility</h2>
            <p>
              From Sun to Sanctuary is committed to making its website accessible, in line with the Web Content
              Accessibility Guidelines version 2.2 AA standard.
            </p>
            <h3 id="compliance">Compliance status</h3>
            <p>{accessibilityStatus}</p>
            <h3 id="non-accessible">Non-accessible content</h3>
            <p>
              The content listed under “How accessible this website is” is not accessible, for the reasons given there.
              Content not within our control, PayPal’s checkout window, is outside the scope of our testing.
            </p>
          </section>

          <section aria-labelledby="testing">
            <h2 id="testing">How we tested this website</h2>
            {accessibilityTesting.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>

          <section aria-labelledby="preparation">
            <h2 id="preparation">Preparation of this accessibility statement</h2>
            <p>
              This statement was prepared on {accessibilityPrepared}. It was last reviewed on {accessibilityReviewed}.
            </p>
          </section>
        </LegalBody>
      </Container>
    </>
  );
}
