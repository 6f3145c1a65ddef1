import { PageHeader, WidgetSlot } from '@solar/shared-ui';
export default function HomePage() {
  return (
    <>
      <PageHeader title="From sun to sanctuary" />
      <WidgetSlot name="newsletter-signup" fallback={<p>Newsletter unavailable</p>} />
    </>
  );
}
