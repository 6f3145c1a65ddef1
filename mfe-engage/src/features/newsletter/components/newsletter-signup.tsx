import { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import {
  NEWSLETTER_CONFIRMATION_PERIOD,
  NEWSLETTER_CONSENT_TEXT,
  NEWSLETTER_CONSENT_VERSION,
  newsletterRules,
  type NewsletterSubscribeRequest,
  periodWords,
} from '@solar/shared-contracts';
import { errorMessage, useSiteForm } from '@solar/shared-data-access';
import { Button, colors, mq, radii, shadows, space, useToast } from '@solar/shared-ui';
import { useSubscribeNewsletter } from '../hooks/use-subscribe-newsletter';
import { CheckboxField, FieldRow, TextField } from '@solar/shared-ui/forms';

export const CONSENT_TEXT = NEWSLETTER_CONSENT_TEXT;

const Panel = styled.section`
  display: grid;
  gap: ${space.lg};
  align-items: start;
  padding: ${space.xl} ${space.lg};
  border-radius: ${radii.lg};
  background: linear-gradient(135deg, ${colors.brandStrong} 0%, ${colors.brand} 100%);
  color: ${colors.surface};
  box-shadow: ${shadows.raised};
  ${mq.md} {
    grid-template-columns: 2fr 3fr;
    padding: ${space.xl};
  }
  /* Doubled class: the embedding page's section styles its own headings and text. */
  && h3 {
    margin: 0 0 ${space.sm};
    color: ${colors.surface};
    font-size: clamp(1.6rem, 2vw + 1rem, 2.2rem);
  }
  && .intro p {
    margin: 0;
    color: ${colors.brandSoft};
    max-width: 60ch;
  }
  && .intro ul {
    margin: ${space.md} 0 0;
    padding-left: 1.2rem;
    color: ${colors.surface};
  }
`;

const FormCard = styled.div`
  padding: ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.ink};
  && p:not([role='alert']) {
    color: ${colors.inkMuted};
  }
  form {
    display: grid;
    gap: ${space.md};
  }
`;

const CheckInbox = styled(FormCard)`
  display: grid;
  gap: ${space.sm};
  border-top: 6px solid ${colors.sun};
  && h4 {
    margin: 0;
    font-size: 1.4rem;
    color: ${colors.brandStrong};
  }
  && p {
    margin: 0;
  }
`;

type Values = { email: string; firstName: string; lastName: string; consentGiven: boolean };

const EMPTY: Values = { email: '', firstName: '', lastName: '', consentGiven: false };

function optional(value: string): string | undefined {
  return value.trim() || undefined;
}

/**
 * The newsletter sign-up card (spec §4, §5, §8). Other remotes embed it through the shell; it brings no page
 * margins of its own. A sign-up is double opt-in (decision 077): the API emails a link, and only that link's page
 * subscribes. The card says the same for every address, as the API does, so it never tells who is subscribed.
 */
export function NewsletterSignup() {
  const { toast } = useToast();
  const subscribe = useSubscribeNewsletter();
  const form = useSiteForm<Values>({ rules: newsletterRules, defaultValues: EMPTY });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sentTo) doneHeading.current?.focus();
  }, [sentTo]);

  const submit = (values: Values) => {
    if (subscribe.isPending) return;
    const request: NewsletterSubscribeRequest = {
      email: values.email.trim(),
      firstName: optional(values.firstName),
      lastName: optional(values.lastName),
      isActive: true,
      subscriptionSource: 'website',
      consentGiven: values.consentGiven,
      consentVersion: NEWSLETTER_CONSENT_VERSION,
      sourcePage: window.location.pathname.slice(0, 255),
    };
    subscribe.mutate(request, {
      onSuccess: () => {
        toast({
          title: 'Almost there',
          description: 'We have emailed you a link: your sign-up starts only when you confirm it.',
        });
        form.reset(EMPTY);
        setSentTo(request.email);
      },
      onError: (error) => {
        const message = errorMessage(error, 'Please try again later');
        form.showServerErrors(error);
        toast({ title: 'Subscription failed', description: message, variant: 'destructive' });
      },
    });
  };

  const pending = subscribe.isPending;

  return (
    <Panel aria-labelledby="newsletter-heading">
      <div className="intro">
        <h3 id="newsletter-heading">Stay Connected</h3>
        <p>
          Join our mailing list for monthly updates on our solar projects, climate stories from the communities we serve
          and news of our programme developments.
        </p>
        <ul>
          <li>One email a month, no more</li>
          <li>Unsubscribe at any time</li>
        </ul>
      </div>
      {sentTo ? (
        <CheckInbox>
          <h4 ref={doneHeading} tabIndex={-1}>
            Check your inbox to confirm
          </h4>
          <p>
            Thank you. We have sent an email to <strong>{sentTo}</strong> with a link to confirm your sign-up. Open it
            within {periodWords(NEWSLETTER_CONFIRMATION_PERIOD)} and we will start sending you our monthly updates.
          </p>
          <p>
            Nothing arrived after a few minutes? Please look in your spam or junk folder. If you did not mean to sign
            up, just ignore the email: nothing happens unless you confirm.
          </p>
          <Button type="button" variant="outline" css={{ justifySelf: 'start' }} onClick={() => setSentTo(null)}>
            Sign up another email
          </Button>
        </CheckInbox>
      ) : (
        <FormCard>
          <form aria-label="Newsletter sign-up" noValidate onSubmit={form.handleSubmit(submit)}>
            <TextField label="Email address" type="email" autoComplete="email" {...form.field('email')} />
            <FieldRow>
              <TextField label="First name" autoComplete="given-name" optional {...form.field('firstName')} />
              <TextField label="Last name" autoComplete="family-name" optional {...form.field('lastName')} />
            </FieldRow>
            <CheckboxField label={CONSENT_TEXT} {...form.field('consentGiven')} />
            <Button type="submit" disabled={pending} css={{ justifySelf: 'start' }}>
              {pending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </form>
        </FormCard>
      )}
    </Panel>
  );
}
