import type { ReactNode } from 'react';
import { PageShown, StaffPageHeading } from '@solar/shared-ui';
import { useStaffUser } from './staff-user-context';

/** Staff accounts and the audit log are for administrators; the API refuses others too (403). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const user = useStaffUser();
  if (user.role === 'admin') return children;
  return (
    <>
      <PageShown />
      <StaffPageHeading
        title="Administrators only"
        description="Only an administrator can open this page. Ask one if you need something changed here."
      />
    </>
  );
}
