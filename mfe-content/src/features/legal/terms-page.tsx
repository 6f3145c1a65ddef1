import { siteTerms, termsUpdated } from '@solar/content-data';
import { PRIVACY_EMAIL, SUPPORT_EMAIL, VOLUNTEER_TERMS_ID, volunteerTerms } from '@solar/shared-contracts';
import { Container, PageHeader } from '@solar/shared-ui';
import { LegalBody, Updated } from './components/legal-body';

export default function TermsPage() {
  return (
    <>
      <PageHeader title="Terms of Use" eyebrow="Legal">
        The terms for using this website and donating through it, and the terms every volunteer agrees to.
      </PageHeader>
      <Container>
        <LegalBody>
          <Updated>Last updated {termsUpdated}</Updated>
          <p>
            Jump to the <a href={`#${VOLUNTEER_TERMS_ID}`}>volunteer terms</a>.
          </p>
          {siteTerms.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}

          <section aria-labelledby={VOLUNTEER_TERMS_ID}>
            <h2 id={VOLUNTEER_TERMS_ID}>Volunteer terms</h2>
            <p>When you apply to volunteer with us, you agree to these terms.</p>
            {volunteerTerms.map((term) => (
              <div key={term.title}>
                <h3>{term.title}</h3>
                <p>{term.text}</p>
              </div>
            ))}
          </section>

          <section aria-labelledby="terms-contact">
            <h2 id="terms-contact">Contact us</h2>
            <p>
              For questions about these terms, email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>; for
              questions about your personal information, email <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
            </p>
          </section>
        </LegalBody>
      </Container>
    </>
  );
}
