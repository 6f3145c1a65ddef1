import { CHARITY_EMAIL_NOTICE } from '@solar/shared-contracts';
import { CheckboxField, TextField } from '@solar/shared-ui/forms';
import { GiftAidSection } from '../../../components/gift-aid/gift-aid-section';
import { GiftWordsFieldsGroup } from '../../../components/gift-words/gift-words-fields';
import type { DonateFormState } from '../use-donate-form';
import { StepCard, StepHeading } from './step-card';

/**
 * Step 2: the receipt email (required), an optional name, Gift Aid, and the charity soft opt-in (decision 069): a
 * plain notice and an unticked "No thanks" box, never a pre-ticked consent.
 */
export function DetailsStep({ form }: { form: DonateFormState }) {
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

      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        required
        aria-invalid={showEmailProblem || Boolean(emailError) || undefined}
        hint={
          showEmailProblem
            ? 'This does not look like a full email address yet: it needs an “@” and a “.”, like name@example.org.'
            : 'We email your donation receipt here and never share your address.'
        }
        error={emailError}
        {...form.input('donorEmail')}
      />

      <TextField label="Your name" autoComplete="name" optional error={nameError} {...form.input('donorName')} />

      <GiftWordsFieldsGroup
        {...form.words}
        displayNameHint="We fill in your first name and initial; change it to how you would like to be thanked."
      />

      <GiftAidSection
        {...form.giftAidLink}
        {...form.giftAidChoice}
        amount={form.amount}
        monthly={form.frequency === 'monthly'}
      />

      <p id="donate-email-notice">{CHARITY_EMAIL_NOTICE.notice}</p>
      <CheckboxField
        label={CHARITY_EMAIL_NOTICE.optOut}
        aria-describedby="donate-email-notice"
        {...form.input('emailOptOut')}
      />
    </StepCard>
  );
}
