import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes } from '@solar/shared-routing';
import { createQueryClient } from '@solar/shared-data-access';
import { useDocumentTitle } from '@solar/shared-ui';
import { AdminOnly } from './components/admin-only';
import { StaffFrame } from './components/staff-frame';
import { StaffRemotePage, type StaffRemoteTarget } from './components/staff-remote-page';
import { AuditLogPage } from './pages/audit-log-page';
import { EmailsPage } from './pages/emails-page';
import { OverviewPage } from './pages/overview-page';
import { SignInPage } from './pages/sign-in-page';
import { StaffUsersPage } from './pages/staff-users-page';
import { NotFoundInConsole } from './pages/not-found-in-console';

type RemoteRoute = StaffRemoteTarget & { path: string; title: string };

/** The domain pages, each from the remote that owns its data. */
const remoteRoutes: readonly RemoteRoute[] = [
  { path: 'messages', remote: 'engage', page: 'staff-messages', title: 'Messages' },
  { path: 'messages/:id', remote: 'engage', page: 'staff-message', title: 'Message' },
  { path: 'volunteers', remote: 'engage', page: 'staff-volunteers', title: 'Volunteers' },
  { path: 'volunteers/:id', remote: 'engage', page: 'staff-volunteer', title: 'Volunteer application' },
  { path: 'subscribers', remote: 'engage', page: 'staff-subscribers', title: 'Subscribers' },
  { path: 'donations', remote: 'donate', page: 'staff-donations', title: 'Donations' },
  { path: 'monthly-gifts', remote: 'donate', page: 'staff-monthly-gifts', title: 'Monthly gifts' },
  { path: 'projects', remote: 'donate', page: 'staff-projects', title: 'Projects' },
  { path: 'projects/:id', remote: 'donate', page: 'staff-project', title: 'Project' },
  { path: 'gift-aid', remote: 'donate', page: 'staff-gift-aid', title: 'Gift Aid declarations' },
  {
    path: 'gift-aid/declarations/:id',
    remote: 'donate',
    page: 'staff-gift-aid-declaration',
    title: 'Gift Aid declaration',
  },
  { path: 'gift-aid/claims', remote: 'donate', page: 'staff-gift-aid-claims', title: 'Gift Aid claims' },
];

function TitledRemotePage({ route }: { route: RemoteRoute }) {
  useDocumentTitle(route.title);
  return <StaffRemotePage {...route} />;
}

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
        <Route element={<StaffFrame />}>
          <Route index element={<OverviewPage />} />
          <Route path="emails" element={<EmailsPage />} />
          <Route
            path="users"
            element={
              <AdminOnly>
                <StaffUsersPage />
              </AdminOnly>
            }
          />
          <Route
            path="audit"
            element={
              <AdminOnly>
                <AuditLogPage />
              </AdminOnly>
            }
          />
          {remoteRoutes.map((route) => (
            <Route key={route.path} path={route.path} element={<TitledRemotePage key={route.remote} route={route} />} />
          ))}
          <Route path="*" element={<NotFoundInConsole />} />
        </Route>
      </Routes>
    </QueryClientProvider>
  );
}
