import { useEffect, useRef } from 'react';
import styled from '@emotion/styled';
import { Link, Navigate, Outlet, useLocation } from '@solar/shared-routing';
import { Button, Container, PageLoading, colors, space } from '@solar/shared-ui';
import { useStaffSession } from '../api/staff-session';
import { useStaffSignedOut } from '../hooks/use-staff-signed-out';
import { OWN_PASSWORD_PATH } from '../pages/own-password-page';
import { signInPath } from '../sign-in-path';
import { StaffHeader } from './staff-header';
import { StaffUserProvider } from './staff-user-context';

// The console fills the window, so its background does not stop short on a short page.
const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${colors.surfaceAlt};
`;

const Main = styled.main`
  flex: 1;
  padding: ${space.xl} 0;
  background: ${colors.surfaceAlt};
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${space.md};
  top: -100px;
  padding: ${space.sm} ${space.md};
  background: ${colors.surface};
  color: ${colors.brandStrong};
  &:focus {
    top: ${space.sm};
  }
`;

/** After a move within the console, focus goes to the new page so a screen reader starts reading it. */
function useFocusOnNavigation() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return main;
}

function SessionProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <Container role="alert">
      <h1>The staff console could not be reached</h1>
      <p>Your session could not be checked just now. Please try again in a moment.</p>
      <Button type="button" onClick={onRetry}>
        Try again
      </Button>
    </Container>
  );
}

const Notice = styled.p`
  margin: 0 0 ${space.lg};
  padding: ${space.md};
  border-left: 4px solid ${colors.brandStrong};
  background: ${colors.surface};
  a {
    color: ${colors.brandStrong};
    font-weight: 600;
  }
`;

/** Shown on every page while the person is on a password an administrator set (decision 063). */
function TemporaryPasswordNotice() {
  return (
    <Notice role="status">
      You are signed in with a temporary password an administrator set.{' '}
      <Link to={OWN_PASSWORD_PATH}>Choose your own password</Link> so only you know it.
    </Notice>
  );
}

/** Every console page but sign-in: checks the session first, and sends anyone signed out to sign in. */
export function StaffFrame() {
  const session = useStaffSession();
  const location = useLocation();
  const main = useFocusOnNavigation();
  useStaffSignedOut();

  if (session.isPending) return <PageLoading label="Checking your session" />;
  if (session.isError) return <SessionProblem onRetry={() => void session.refetch()} />;
  if (!session.data) return <Navigate to={signInPath(location.pathname + location.search)} replace />;

  return (
    <StaffUserProvider value={session.data.user}>
      <Page>
        <SkipLink href="#main-content">Skip to main content</SkipLink>
        <StaffHeader user={session.data.user} />
        <Main id="main-content" ref={main} tabIndex={-1}>
          <Container>
            {session.data.user.temporaryPassword && location.pathname !== OWN_PASSWORD_PATH ? (
              <TemporaryPasswordNotice />
            ) : null}
            <Outlet />
          </Container>
        </Main>
      </Page>
    </StaffUserProvider>
  );
}
