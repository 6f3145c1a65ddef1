import { PageHeader } from '@solar/shared-ui';
export default function ContactPage() {
  return <PageHeader title="Contact Us" />;
}
