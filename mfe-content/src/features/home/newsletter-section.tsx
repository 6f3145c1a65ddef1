import { Link } from 'react-router-dom';
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
    <PageSection
      id="newsletter"
      title="Stay Connected"
      tone="sand"
      intro="Monthly updates on solar projects, climate stories and programme developments, straight to your inbox."
    >
      <WidgetSlot name="newsletter-signup" fallback={<NewsletterFallback />} />
    </PageSection>
  );
}
