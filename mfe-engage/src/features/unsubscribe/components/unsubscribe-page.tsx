import { useEffect, useRef } from 'react';
import { Link } from '@solar/shared-routing';
import { ApiError, errorMessage } from '@solar/shared-data-access';
import { Button, Container, mailtoHref, PageHeader, PRIVACY_EMAIL, Section, SUPPORT_EMAIL } from '@solar/shared-ui';
import { useUnsubscribe } from '../hooks/use-unsubscribe';
import { useUnsubscribeToken } from '../hooks/use-unsubscribe-token';
import { FormAlert } from '@solar/shared-ui/forms';
import { Done, Panel } from '../../../components/outcome-panel';

const EMAIL_SUBJECT = 'Please unsubscribe me from the monthly updates';

/** How to unsubscribe without the link: write to us. */
function WriteToUs() {
  return (
    <p>
      You can also email <a href={mailtoHref(SUPPORT_EMAIL, EMAIL_SUBJECT)}>{SUPPORT_EMAIL}</a> from the address you
      subscribed with, and we will unsubscribe you ourselves. For anything about your personal data, write to{' '}
      <a href={mailtoHref(PRIVACY_EMAIL)}>{PRIVACY_EMAIL}</a>.
    </p>
  );
}

/** A refusal says what the server said (the link is not valid); anything else is our side, worth trying again. */
function problemText(error: Error): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return errorMessage(error, 'Please try again later');
  return 'We could not reach our server just now. Please try again in a few minutes.';
}

function ConfirmUnsubscribe({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  const result = useRef<HTMLHeadingElement>(null);
  const problem = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (unsubscribe.isSuccess) result.current?.focus();
    if (unsubscribe.isError) problem.current?.focus();
  }, [unsubscribe.isSuccess, unsubscribe.isError]);

  const done = unsubscribe.isSuccess;
  const pending = unsubscribe.isPending;

  return (
    <Panel>
      {done ? null : (
        <>
          <h2>What unsubscribing does</h2>
          <ul>
            <li>
              We stop sending you our monthly updates: no more news of installations, climate stories or programme
              developments.
            </li>
            <li>
              Receipts for your gifts, and replies to messages you send us, still reach you. They are not marketing.
            </li>
            <li>
              We delete your name and keep only your email address, on a suppression list, so that we never send it our
              updates again. Our <Link to="/legal/privacy-policy">privacy policy</Link> explains this.
            </li>
          </ul>
          <Button
            type="button"
            disabled={pending}
            css={{ justifySelf: 'start' }}
            onClick={() => unsubscribe.mutate({ token })}
          >
            {pending ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </>
      )}
      <div role="status">
        {done ? (
          <Done>
            <h2 ref={result} tabIndex={-1}>
              You&apos;re unsubscribed
            </h2>
            <p>
              We won&apos;t send you our monthly updates any more. Receipts for any gifts you make will still come by
              email.
            </p>
            <p>
              Changed your mind? You are welcome back at any time:{' '}
              <Link to="/#newsletter">subscribe again on our home page</Link>.
            </p>
          </Done>
        ) : null}
      </div>
      <div ref={problem} tabIndex={-1}>
        <FormAlert
          message={unsubscribe.error ? `We could not unsubscribe you. ${problemText(unsubscribe.error)}` : null}
        />
      </div>
      {unsubscribe.isError ? <WriteToUs /> : null}
    </Panel>
  );
}

function IncompleteLink() {
  return (
    <Panel>
      <h2>This unsubscribe link is incomplete</h2>
      <p>
        Part of the link seems to be missing. Some email programs break a long link across two lines: try the link in
        the email again, or copy the whole address into your browser.
      </p>
      <WriteToUs />
    </Panel>
  );
}

/**
 * /unsubscribe?t=TOKEN, opened from the link in every newsletter email (issue 12). Opening it changes nothing, since
 * mail scanners fetch links too: the visitor confirms with the button.
 */
export default function UnsubscribePage() {
  const token = useUnsubscribeToken();
  return (
    <>
      <PageHeader title="Unsubscribe from our monthly updates" eyebrow="Newsletter">
        <p>Thank you for following our work. If our updates are no longer for you, you can stop them here.</p>
      </PageHeader>
      <Section>
        <Container>{token ? <ConfirmUnsubscribe token={token} /> : <IncompleteLink />}</Container>
      </Section>
    </>
  );
}
