import { useId } from 'react';
import { GiftAidSection } from '../../gift-aid/components/gift-aid-section';
import { Choice } from '../../gift-aid/components/gift-aid-styles';
import type { GiftAidState } from '../../gift-aid/hooks/use-gift-aid';
import type { DonateFormState } from '../use-donate-form';
import { Field, FieldError, Hint, StepCard, StepHeading } from './form-styles';

/** Consistent with the newsletter sign-up's consent: monthly updates, unsubscribe at any time. */
export const NEWSLETTER_OPT_IN_TEXT =
  'Keep me updated: send me monthly emails about your solar projects and climate stories from the communities you serve. I can unsubscribe at any time.';

/** Step 2: the receipt email (required), an optional name, Gift Aid and the newsletter choice. */
export function DetailsStep({ form, giftAid }: { form: DonateFormState; giftAid: GiftAidState }) {
  const emailId = useId();
  const emailHintId = useId();
  const emailErrorId = useId();
  const nameId = useId();
  const nameErrorId = useId();
  const showEmailProblem = form.email.trim() !== '' && !form.emailValid;
  // A shared rule's or the server's message, once spec §5's own hint is satisfied.
  const errors = form.site.formState.errors;
  const emailError = showEmailProblem ? undefined : errors.donorEmail?.message;
  const nameError = errors.donorName?.message;

  return (
    <StepCard aria-labelledby="donate-step-details">
      <StepHeading id="donate-step-details">
        <span className="step-number" aria-hidden="true">
          2
        </span>
        <span>
          <span className="visually-hidden">Step 2 of 3: </span>Your details
        </span>
      </StepHeading>

      <Field>
        <label htmlFor={emailId}>
          Email address{' '}
          <span className="optional" aria-hidden="true">
            (required)
          </span>
        </label>
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          required
          aria-invalid={showEmailProblem || Boolean(emailError)}
          aria-describedby={emailError ? `${emailHintId} ${emailErrorId}` : emailHintId}
          {...form.input('donorEmail')}
        />
        <Hint id={emailHintId}>
          {showEmailProblem
            ? 'This does not look like a full email address yet: it needs an “@” and a “.”, like name@example.org.'
            : 'We email your donation receipt here and never share your address.'}
        </Hint>
        {emailError ? (
          <FieldError id={emailErrorId} role="alert">
            {emailError}
          </FieldError>
        ) : null}
      </Field>

      <Field>
        <label htmlFor={nameId}>
          Your name <span className="optional">(optional)</span>
        </label>
        <input
          id={nameId}
          type="text"
          autoComplete="name"
          aria-invalid={Boolean(nameError)}
          aria-describedby={nameError ? nameErrorId : undefined}
          {...form.input('donorName')}
        />
        {nameError ? (
          <FieldError id={nameErrorId} role="alert">
            {nameError}
          </FieldError>
        ) : null}
      </Field>

      <GiftAidSection giftAid={giftAid} amount={form.amount} monthly={form.frequency === 'monthly'} />

      <Choice>
        <input type="checkbox" {...form.input('newsletterOptIn')} />
        <span>{NEWSLETTER_OPT_IN_TEXT}</span>
      </Choice>
    </StepCard>
  );
}
