import styled from '@emotion/styled';
import { Navigate, useNavigate, useSearchParams } from '@solar/shared-routing';
import { staffSignInRules, type StaffSignInRequest } from '@solar/shared-contracts';
import { useSiteForm } from '@solar/shared-data-access';
import {
  Button,
  CHARITY_NAME,
  PageLoading,
  PageShown,
  colors,
  radii,
  shadows,
  space,
  useDocumentTitle,
} from '@solar/shared-ui';
import { useSignIn, useStaffSession } from '../api/staff-session';
import { safeNext } from '../sign-in-path';
import { signInMessage } from '../sign-in-message';
import { FormAlert, TextField } from '@solar/shared-ui/forms';

const Panel = styled.main`
  max-width: 440px;
  margin: ${space.xxl} auto;
  padding: ${space.xl};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  box-shadow: ${shadows.card};
  h1 {
    margin-top: 0;
    font-size: 1.75rem;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: ${space.md};
  }
`;

const Charity = styled.p`
  margin: 0 0 ${space.xs};
  font-weight: 700;
  color: ${colors.sunStrong};
`;

/** /staff/sign-in: username and password; afterwards back to the page that asked (`?next=`). */
export function SignInPage() {
  useDocumentTitle('Staff sign-in');
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const session = useStaffSession();
  const signIn = useSignIn();
  const form = useSiteForm<StaffSignInRequest>({
    rules: staffSignInRules,
    defaultValues: { username: '', password: '' },
  });

  if (session.isPending) return <PageLoading label="Checking your session" />;
  if (session.data) return <Navigate to={next} replace />;

  const submit = ({ username, password }: StaffSignInRequest) => {
    signIn.mutate(
      { username: username.trim(), password },
      { onSuccess: () => navigate(next, { replace: true }), onError: () => form.setValue('password', '') },
    );
  };

  return (
    <Panel id="main-content">
      <PageShown />
      <Charity>{CHARITY_NAME}</Charity>
      <h1>Sign in to the staff console</h1>
      <form noValidate onSubmit={form.handleSubmit(submit)} aria-label="Staff sign-in">
        <FormAlert message={signIn.isError ? signInMessage(signIn.error) : null} />
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.field('username')}
        />
        <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
        <Button type="submit" variant="secondary" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </Panel>
  );
}
