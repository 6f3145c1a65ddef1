import { Link } from '@solar/shared-routing';
import { Card, WidgetSlot } from '@solar/shared-ui';
import { PageSection } from '../../components/page-section';

/** Shown if the engage remote's sign-up widget cannot load: the contact page still takes requests. */
function NewsletterFallback() {
  return (
    <Card>
      <h3>Monthly updates from the field</h3>
      <p>
        Want news of new installations, climate stories and how your support is used? Send us a message through our{' '}
        <Link to="/contact?subject=Newsletter%20sign-up">contact page</Link> and we will add you to our monthly update.
        You can unsubscribe at any time.
      </p>
    </Card>
  );
}

export function NewsletterSection() {
  return (
    // The widget brings its own visible heading ("Stay Connected", an h3), so the section's h2 is for assistive
    // technology only: one visible heading, and the outline stays h2 > h3.
    <PageSection id="newsletter" title="Newsletter sign-up" tone="sand" hideTitle>
      <WidgetSlot name="newsletter-signup" fallback={<NewsletterFallback />} />
    </PageSection>
  );
}
