import { useState, type ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes } from '@solar/shared-routing';
import { STAFF_ROOT, staffPages, type StaffPage, type StaffPageKey } from '@solar/shared-contracts';
import { createQueryClient } from '@solar/shared-data-access';
import { useDocumentTitle } from '@solar/shared-ui';
import { RemotePage } from '../../lib/remote-loading/remote-page';
import { AdminOnly } from './components/admin-only';
import { StaffFrame } from './components/staff-frame';
import { AuditLogPage } from './pages/audit-log-page';
import { EmailsPage } from './pages/emails-page';
import { EnrolPage } from './pages/enrol-page';
import { OverviewPage } from './pages/overview-page';
import { OwnPasswordPage } from './pages/own-password-page';
import { SignInPage } from './pages/sign-in-page';
import { StaffUsersPage } from './pages/staff-users-page';
import { NotFoundInConsole } from './pages/not-found-in-console';

/** The registry's staff pages the console draws itself; every other one comes from the remote that owns its data. */
export const consolePages: Record<StaffPageKey<'shell'>, ComponentType> = {
  'staff-emails': EmailsPage,
  'staff-users': StaffUsersPage,
  'staff-audit': AuditLogPage,
};

function StaffPageContent({ page }: { page: StaffPage }) {
  if (page.owner === 'shell') {
    const Page = consolePages[page.key];
    return <Page />;
  }
  return <RemotePage remote={page.owner} page={page.key} module="StaffRoutes" compact />;
}

/** A registry page with its tab title, for administrators only if the registry says so. */
function StaffPageRoute({ page }: { page: StaffPage }) {
  useDocumentTitle(page.title);
  const content = <StaffPageContent page={page} />;
  return 'adminOnly' in page ? <AdminOnly>{content}</AdminOnly> : content;
}

/** A registry path as a route of the console, which answers everything under /staff. */
const consolePath = (path: string) => path.slice(STAFF_ROOT.length + 1);

/**
 * Everything under /staff, a lazy chunk of the shell that public pages never fetch. Its own query client, so
 * nothing the console reads shares a cache with the public site.
 */
export default function StaffConsole() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Routes>
        <Route path="sign-in" element={<SignInPage />} />
        <Route path="enrol" element={<EnrolPage />} />
        <Route element={<StaffFrame />}>
          <Route index element={<OverviewPage />} />
          <Route path="account/password" element={<OwnPasswordPage />} />
          {staffPages.map((page) => (
            <Route
              key={page.key}
              path={consolePath(page.path)}
              element={<StaffPageRoute key={page.owner} page={page} />}
            />
          ))}
          <Route path="*" element={<NotFoundInConsole />} />
        </Route>
      </Routes>
    </QueryClientProvider>
  );
}
