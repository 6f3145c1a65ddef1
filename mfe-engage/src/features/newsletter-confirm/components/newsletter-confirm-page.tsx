import { useEffect, useRef } from 'react';
import { Link } from '@solar/shared-routing';
import { NEWSLETTER_CONFIRMATION_PERIOD, type NewsletterConfirmResponse, periodWords } from '@solar/shared-contracts';
import { ApiError } from '@solar/shared-data-access';
import { Button, Container, mailtoHref, PageHeader, Section, SUPPORT_EMAIL } from '@solar/shared-ui';
import { FormAlert } from '@solar/shared-ui/forms';
import { useConfirmNewsletter } from '../hooks/use-confirm-newsletter';
import { useConfirmToken } from '../hooks/use-confirm-token';
import { Done, Panel } from '../../../components/outcome-panel';

const SIGN_UP_AGAIN = '/#newsletter';

/** A link that cannot confirm anything: the way forward is a new sign-up, which emails a new link. */
function SignUpAgain() {
  return (
    <p>
      You can <Link to={SIGN_UP_AGAIN}>sign up again on our home page</Link>, and we will email you a new link. If it
      keeps happening, write to <a href={mailtoHref(SUPPORT_EMAIL)}>{SUPPORT_EMAIL}</a> and we will help.
    </p>
  );
}

/** What a refused link means to the visitor, by the API's answer; null when the fault is ours and worth retrying. */
function refusalOf(error: Error | null): { heading: string; text: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 410)
    return {
      heading: 'This link has expired',
      text: `Confirmation links work for ${periodWords(NEWSLETTER_CONFIRMATION_PERIOD)}, and this one is older. We have not added you to our list.`,
    };
  if (error.status >= 400 && error.status < 500)
    return {
      heading: 'This link does not work',
      text: 'It is not one of ours, or part of it was changed on the way. We have not added you to our list.',
    };
  return null;
}

function Confirmed({ result }: { result: NewsletterConfirmResponse }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const again = result.status === 'already-confirmed';
  return (
    <Done>
      <h2 ref={heading} tabIndex={-1}>
        {again ? 'You have already confirmed' : 'You’re subscribed'}
      </h2>
      <p>
        {again
          ? 'Your sign-up was confirmed before, so there is nothing more to do.'
          : 'Thank you for confirming. A welcome email is on its way, and about once a month we will send you news of the schools, orphanages, places of worship and health centres getting solar power.'}
      </p>
      <p>
        Every email we send has a link to stop them. Until the next update, read the latest from the field on{' '}
        <Link to="/blogs">our blog</Link>.
      </p>
    </Done>
  );
}

function Refused({ heading, text }: { heading: string; text: string }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <>
      <h2 ref={title} tabIndex={-1}>
        {heading}
      </h2>
      <p>{text}</p>
      <SignUpAgain />
    </>
  );
}

function ConfirmSignUp({ token }: { token: string }) {
  const confirm = useConfirmNewsletter();
  const problem = useRef<HTMLDivElement>(null);
  const refusal = refusalOf(confirm.error);
  const failed = confirm.isError && !refusal;

  useEffect(() => {
    if (failed) problem.current?.focus();
  }, [failed]);

  if (confirm.data)
    return (
      <Panel role="status">
        <Confirmed result={confirm.data} />
      </Panel>
    );
  if (refusal)
    return (
      <Panel role="alert">
        <Refused {...refusal} />
      </Panel>
    );
  const pending = confirm.isPending;
  return (
    <Panel>
      <h2>One last step</h2>
      <p>
        You asked for our monthly updates: news of our solar projects in Pakistan and Somaliland, climate stories from
        the communities we serve and our programme developments. Confirm below and we will start sending them to you.
      </p>
      <p>
        If you did not ask for this, close this page: nothing happens unless you confirm, and we delete the request when
        its link expires.
      </p>
      <Button type="button" disabled={pending} css={{ justifySelf: 'start' }} onClick={() => confirm.mutate({ token })}>
        {pending ? 'Confirming...' : 'Confirm my sign-up'}
      </Button>
      <div ref={problem} tabIndex={-1}>
        <FormAlert
          message={failed ? 'We could not reach our server just now. Please try again in a few minutes.' : null}
        />
      </div>
    </Panel>
  );
}

function IncompleteLink() {
  return (
    <Panel>
      <h2>This confirmation link is incomplete</h2>
      <p>
        Part of the link seems to be missing. Some email programs break a long link across two lines: try the link in
        the email again, or copy the whole address into your browser.
      </p>
      <SignUpAgain />
    </Panel>
  );
}

/**
 * /newsletter/confirm?t=TOKEN, opened from the link in a newsletter sign-up's confirmation email (decision 077).
 * Opening it changes nothing, since mail scanners fetch links too: the visitor confirms with the button.
 */
export default function NewsletterConfirmPage() {
  const token = useConfirmToken();
  return (
    <>
      <PageHeader title="Confirm your sign-up" eyebrow="Newsletter">
        <p>Thank you for wanting to follow our work.</p>
      </PageHeader>
      <Section>
        <Container>{token ? <ConfirmSignUp token={token} /> : <IncompleteLink />}</Container>
      </Section>
    </>
  );
}
