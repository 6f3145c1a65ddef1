import { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { Link, useNavigate, useSearchParams } from '@solar/shared-routing';
import {
  type ConfirmStaffEnrolmentRequest,
  STAFF_RECOVERY_CODE_COUNT,
  staffEnrolmentRules,
} from '@solar/shared-contracts';
import { ApiError, errorMessage, useSiteForm } from '@solar/shared-data-access';
import { Button, PageLoading, colors, space, useDocumentTitle } from '@solar/shared-ui';
import { FormAlert, TextField } from '@solar/shared-ui/forms';
import { useConfirmEnrolment } from '../api/confirm-enrolment';
import { useEnrolmentSecret } from '../api/start-enrolment';
import { QrCode } from '../components/qr-code';
import { SignInPanel } from '../components/sign-in-panel';
import { safeNext, signInPath } from '../sign-in-path';

const Steps = styled.ol`
  padding-left: 1.25rem;
  display: grid;
  gap: ${space.lg};
  li::marker {
    font-weight: 700;
  }
`;

const Picture = styled.div`
  margin: ${space.sm} 0;
  svg {
    display: block;
    max-width: 100%;
    height: auto;
    border: 1px solid ${colors.border};
  }
`;

const SetupKey = styled.dl`
  margin: ${space.sm} 0 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: ${space.xs} 0 0;
  }
  code {
    font-size: 1.1rem;
    letter-spacing: 0.05em;
    word-break: break-all;
  }
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: ${space.sm} ${space.lg};
  padding-left: 1.75rem;
  margin: ${space.lg} 0;
  code {
    font-size: 1.1rem;
  }
`;

/** Base32 in groups of four, as authenticator apps show and accept it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Why the page cannot offer a secret: the enrolment session ended, or the account already has an app. */
function CannotEnrol({ error, next }: { error: unknown; next: string }) {
  const status = error instanceof ApiError ? error.status : 0;
  const message =
    status === 401
      ? 'The time for setting up two-step sign-in has run out, or you have not signed in yet. Sign in again with your username and password to start.'
      : status === 409
        ? 'This account already has an authenticator app. Sign in with the code it shows.'
        : errorMessage(error);
  return (
    <>
      <p role="alert">{message}</p>
      <p>
        <Link to={signInPath(next)}>Go to sign-in</Link>
      </p>
    </>
  );
}

/** The 10 recovery codes, shown once, then on into the console. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Save your recovery codes
      </h1>
      <p>
        Two-step sign-in is on. If you lose your phone or your app, each of these {STAFF_RECOVERY_CODE_COUNT} codes
        signs you in once in place of the code from the app.
      </p>
      <p>
        <strong>They are shown only now.</strong> Write them down or print them, and keep them somewhere safe away from
        your phone, such as a password manager or a locked drawer. When they run out or go missing, ask another
        administrator to reset your two-step sign-in.
      </p>
      <Codes aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </Codes>
      <Button type="button" variant="secondary" onClick={onDone}>
        I have saved them: continue to the staff console
      </Button>
    </>
  );
}

/**
 * /staff/enrol: right after the password, for an account that must have an authenticator and has none
 * (decision 049). Shows the QR code and the setup key, asks for one code, then shows the recovery codes once.
 */
export function EnrolPage() {
  useDocumentTitle('Set up two-step sign-in');
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const secret = useEnrolmentSecret();
  const confirm = useConfirmEnrolment();
  const [codes, setCodes] = useState<string[] | null>(null);
  const form = useSiteForm<ConfirmStaffEnrolmentRequest>({ rules: staffEnrolmentRules, defaultValues: { code: '' } });

  if (codes) {
    return (
      <SignInPanel wide>
        <RecoveryCodes codes={codes} onDone={() => navigate(next, { replace: true })} />
      </SignInPanel>
    );
  }
  if (secret.isPending) return <PageLoading label="Preparing two-step sign-in" />;

  const submit = ({ code }: ConfirmStaffEnrolmentRequest) => {
    confirm.mutate(
      { code: code.trim() },
      {
        onSuccess: ({ recoveryCodes }) => setCodes(recoveryCodes),
        onError: (error) => {
          form.setValue('code', '');
          form.showServerErrors(error);
        },
      },
    );
  };

  return (
    <SignInPanel wide>
      <h1>Set up two-step sign-in</h1>
      {secret.isError ? (
        <CannotEnrol error={secret.error} next={next} />
      ) : (
        <>
          <p>
            The staff console holds donors’ names, home addresses and Gift Aid declarations, so your account needs a
            code from an app on your phone as well as your password. This takes about two minutes, once.
          </p>
          <Steps>
            <li>
              Open an authenticator app on your phone, or install one: Google Authenticator, Microsoft Authenticator and
              2FAS are free.
            </li>
            <li>
              In the app, add an account and scan this QR code.
              <Picture>
                <QrCode
                  text={secret.data.otpauthUri}
                  label={`QR code adding ${secret.data.account} at ${secret.data.issuer} to an authenticator app`}
                />
              </Picture>
              If you cannot scan it, choose to enter a setup key instead, with the time-based option.
              <SetupKey>
                <dt>Account</dt>
                <dd>
                  {secret.data.issuer}: {secret.data.account}
                </dd>
                <dt>Setup key</dt>
                <dd>
                  <code>{grouped(secret.data.secret)}</code>
                </dd>
              </SetupKey>
            </li>
            <li>
              Enter the 6-digit code the app now shows for this account.
              <form noValidate onSubmit={form.handleSubmit(submit)} aria-label="Confirm your authenticator app">
                <FormAlert
                  message={
                    confirm.isError && !(confirm.error instanceof ApiError && confirm.error.status === 400)
                      ? errorMessage(confirm.error)
                      : null
                  }
                />
                <TextField
                  label="Code from your authenticator app"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  spellCheck={false}
                  {...form.field('code')}
                />
                <Button type="submit" variant="secondary" disabled={confirm.isPending}>
                  {confirm.isPending ? 'Checking…' : 'Turn on two-step sign-in'}
                </Button>
              </form>
            </li>
          </Steps>
          <p>
            <Link to={signInPath(next)}>Cancel and go back to sign-in</Link>
          </p>
        </>
      )}
    </SignInPanel>
  );
}
