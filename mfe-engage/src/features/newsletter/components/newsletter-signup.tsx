import { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { newsletterRules, type NewsletterSubscribeRequest } from '@solar/shared-contracts';
import { errorMessage, useSiteForm } from '@solar/shared-data-access';
import { Button, colors, mq, radii, shadows, space, useToast } from '@solar/shared-ui';
import { useSubscribeNewsletter } from '../hooks/use-subscribe-newsletter';
import { CheckboxField, FieldRow, TextField } from '@solar/shared-ui/forms';

export const CONSENT_TEXT =
  'I agree to receive email updates about solar projects, climate stories and programme developments. I can unsubscribe at any time.';

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

const Welcome = styled(FormCard)`
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
 * margins of its own.
 */
export function NewsletterSignup() {
  const { toast } = useToast();
  const subscribe = useSubscribeNewsletter();
  const form = useSiteForm<Values>({ rules: newsletterRules, defaultValues: EMPTY });
  const [subscribed, setSubscribed] = useState(false);
  const welcomeHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (subscribed) welcomeHeading.current?.focus();
  }, [subscribed]);

  const submit = (values: Values) => {
    if (subscribe.isPending) return;
    const request: NewsletterSubscribeRequest = {
      email: values.email.trim(),
      firstName: optional(values.firstName),
      lastName: optional(values.lastName),
      isActive: true,
      subscriptionSource: 'website',
      consentGiven: values.consentGiven,
    };
    subscribe.mutate(request, {
      onSuccess: () => {
        toast({
          title: 'Successfully subscribed!',
          description:
            "You'll receive updates on our solar projects and climate impact. If our emails don't arrive, please check your spam folder.",
        });
        form.reset(EMPTY);
        setSubscribed(true);
      },
      onError: (error) => {
        const message = errorMessage(error, 'Please try again later');
        if (message.includes('already subscribed')) {
          toast({
            title: "You're already part of our community!",
            description: 'This email address is already receiving our updates.',
          });
          return;
        }
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
      {subscribed ? (
        <Welcome>
          <h4 ref={welcomeHeading} tabIndex={-1}>
            Welcome to our community
          </h4>
          <p>
            Thank you for subscribing. Your first monthly update, with news from our solar projects and the communities
            they serve, is on its way.
          </p>
          <Button type="button" variant="outline" css={{ justifySelf: 'start' }} onClick={() => setSubscribed(false)}>
            Sign up another email
          </Button>
        </Welcome>
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
