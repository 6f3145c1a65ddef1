import { PageShown, StaffPageHeading } from '@solar/shared-ui';
import { BackLink } from './back-link';

/** A record the address names that does not exist (or an address that names none). */
export function NotFoundRecord({ title, listPath, listLabel }: { title: string; listPath: string; listLabel: string }) {
  return (
    <>
      <PageShown />
      <BackLink to={listPath}>{listLabel}</BackLink>
      <StaffPageHeading title={title} description="It may have been removed, or the address may be mistyped." />
    </>
  );
}
