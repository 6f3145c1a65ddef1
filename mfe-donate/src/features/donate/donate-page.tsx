import { PageHeader } from '@solar/shared-ui';
export default function DonatePage() {
  return <PageHeader title="Donate" />;
}
