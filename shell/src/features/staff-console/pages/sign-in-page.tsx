import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '@solar/shared-routing';
import { STAFF_SIGN_IN_REASONS, staffSignInRules, type StaffSignInRequest } from '@solar/shared-contracts';
import { ApiError, useSiteForm } from '@solar/shared-data-access';
import { Button, PageLoading, useDocumentTitle } from '@solar/shared-ui';
import { isEnrolmentRequired, useSignIn, useStaffSession } from '../api/staff-session';
import { SignInPanel } from '../components/sign-in-panel';
import { safeNext } from '../sign-in-path';
import { signInMessage } from '../sign-in-message';
import { FormAlert, TextField } from '@solar/shared-ui/forms';

/** Whether the API asked for (or refused) an authenticator code: the form then shows the code field. */
const asksForCode = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 401 &&
  (error.body?.reason === STAFF_SIGN_IN_REASONS.codeRequired ||
    error.body?.reason === STAFF_SIGN_IN_REASONS.codeRefused);

/**
 * /staff/sign-in: username and password, then the authenticator code when the account has one (decision 049);
 * afterwards back to the page that asked (`?next=`), or to setting up an authenticator when the account must.
 */
export function SignInPage() {
  useDocumentTitle('Staff sign-in');
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const session = useStaffSession();
  const signIn = useSignIn();
  const form = useSiteForm<StaffSignInRequest>({
    rules: staffSignInRules,
    defaultValues: { username: '', password: '', code: '' },
  });
  const [askCode, setAskCode] = useState(false);
  const { setFocus } = form;
  useEffect(() => {
    if (askCode) setFocus('code');
  }, [askCode, setFocus]);

  if (session.isPending) return <PageLoading label="Checking your session" />;
  if (session.data) return <Navigate to={next} replace />;

  const submit = ({ username, password, code }: StaffSignInRequest) => {
    const trimmedCode = code?.trim();
    signIn.mutate(
      { username: username.trim(), password, ...(askCode && trimmedCode ? { code: trimmedCode } : {}) },
      {
        onSuccess: (answer) =>
          isEnrolmentRequired(answer)
            ? navigate(`/staff/enrol?next=${encodeURIComponent(next)}`, { replace: true })
            : navigate(next, { replace: true }),
        onError: (error) => {
          form.setValue('code', '');
          if (asksForCode(error)) {
            setAskCode(true);
            setFocus('code');
            return;
          }
          setAskCode(false);
          form.setValue('password', '');
        },
      },
    );
  };

  return (
    <SignInPanel>
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
        {askCode ? (
          <TextField
            label="Authenticator code"
            hint="The 6-digit code your authenticator app shows for the staff console now, or one of your recovery codes."
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            {...form.field('code')}
          />
        ) : null}
        <Button type="submit" variant="secondary" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
    </SignInPanel>
  );
}
