import styled from '@emotion/styled';
import { Link, NavLink } from '@solar/shared-routing';
import { staffAreasFor, type StaffUser } from '@solar/shared-contracts';
import { Button, colors, layout, radii, space, useToast } from '@solar/shared-ui';
import { useSignOut } from '../api/staff-session';
import { SIGN_IN_PATH } from '../sign-in-path';

const Bar = styled.header`
  background: ${colors.brandStrong};
  color: ${colors.surface};
  a,
  button {
    color: ${colors.surface};
  }
  a:focus-visible,
  button:focus-visible {
    outline: 3px solid ${colors.sun};
    outline-offset: 2px;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: ${space.sm} ${space.md};
`;

const Title = styled(Link)`
  font-size: 1.25rem;
  font-weight: 700;
  text-decoration: none;
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md};
  p {
    margin: 0;
  }
`;

const Nav = styled.nav`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${space.md} ${space.sm};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${space.xs} ${space.sm};
    border-radius: ${radii.sm};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a[aria-current='page'] {
    background: ${colors.surface};
    color: ${colors.brandStrong};
    font-weight: 700;
  }
`;

/** Ends the session on the server, then loads sign-in afresh so nothing read while signed in stays in memory. */
function SignOutButton() {
  const signOut = useSignOut();
  const { toast } = useToast();
  const leave = () => window.location.assign(SIGN_IN_PATH);
  const failed = () =>
    toast({
      title: 'Could not sign out',
      description: 'The site could not be reached. Please try again.',
      variant: 'destructive',
    });
  return (
    <Button
      type="button"
      variant="ghost"
      disabled={signOut.isPending}
      onClick={() => signOut.mutate(undefined, { onSuccess: leave, onError: failed })}
    >
      Sign out
    </Button>
  );
}

/** The console's own header: its name, its areas (admins also see accounts and the audit log), who is signed in. */
export function StaffHeader({ user }: { user: StaffUser }) {
  return (
    <Bar>
      <Top>
        <Title to="/staff">Staff console</Title>
        <Who>
          <p>
            Signed in as <strong>{user.displayName || user.username}</strong> (
            {user.role === 'admin' ? 'administrator' : 'staff'})
          </p>
          <SignOutButton />
        </Who>
      </Top>
      <Nav aria-label="Staff console">
        <ul>
          {staffAreasFor(user.role).map((area) => (
            <li key={area.path}>
              <NavLink to={area.path}>{area.label}</NavLink>
            </li>
          ))}
        </ul>
      </Nav>
    </Bar>
  );
}
