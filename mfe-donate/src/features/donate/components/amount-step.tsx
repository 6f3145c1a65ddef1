import { useId } from 'react';
import styled from '@emotion/styled';
import { Badge, colors, radii, space } from '@solar/shared-ui';
import { formatPounds } from '../../../lib/money';
import { GENERAL_PRESETS, impactFor, POPULAR_AMOUNT } from '../donation-impact';
import type { Frequency } from '../donation-rules';
import type { DonateFormState } from '../use-donate-form';
import { AmountPresets } from '../../../components/amount-presets';
import { choiceTile } from '../../../components/choice-tile';
import { TextField } from '@solar/shared-ui/forms';
import { Hint, StepCard, StepHeading } from './step-card';

const Impact = styled.div`
  padding: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.sunSoft};
  border-left: 5px solid ${colors.sun};
  strong {
    display: block;
    color: ${colors.brandStrong};
  }
`;

const Frequencies = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${space.sm};
  label {
    ${choiceTile};
    justify-content: flex-start;
  }
  label:has(input:checked) {
    border-color: ${colors.brand};
    border-width: 3px;
    background: ${colors.brandSoft};
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${colors.brand};
  }
`;

const FREQUENCIES: readonly { value: Frequency; label: string }[] = [
  { value: 'once', label: 'One-off' },
  { value: 'monthly', label: 'Monthly' },
];

/** Step 1: a suggested or typed amount, what it achieves, and once or monthly. */
export function AmountStep({ form }: { form: DonateFormState }) {
  // Only the server names the amount's problem here (a 400's fieldErrors); step 3 says what is missing.
  const amountError = form.site.formState.errors.amount?.message;
  const frequencyHintId = useId();
  const impact = impactFor(form.amount);
  const hasAmount = form.amountIssue !== 'missing';

  return (
    <StepCard aria-labelledby="donate-step-amount">
      <StepHeading id="donate-step-amount">
        <span className="step-number" aria-hidden="true">
          1
        </span>
        <span>
          <span className="visually-hidden">Step 1 of 3: </span>Your gift
        </span>
      </StepHeading>

      <AmountPresets
        amounts={GENERAL_PRESETS}
        selected={form.selectedPreset}
        onChoose={form.togglePreset}
        badgeFor={(value) => (value === POPULAR_AMOUNT ? <Badge tone="sun">Popular</Badge> : null)}
      />

      <TextField
        label="Or enter your own amount (£)"
        type="number"
        inputMode="decimal"
        min={1}
        step={0.01}
        hint="In pounds sterling, from £1. A typed amount replaces the suggested one."
        error={amountError}
        {...form.input('amount')}
      />

      {hasAmount ? (
        <Impact>
          <strong>
            {formatPounds(form.amount)}
            {form.frequency === 'monthly' ? ' a month' : ''}: {impact.headline}
          </strong>
          <p>{impact.detail}</p>
        </Impact>
      ) : null}

      <fieldset aria-describedby={frequencyHintId}>
        <legend>How often would you like to give?</legend>
        <Frequencies>
          {FREQUENCIES.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name="donation-frequency"
                value={option.value}
                checked={form.frequency === option.value}
                onChange={() => form.setFrequency(option.value)}
              />
              {option.label}
            </label>
          ))}
        </Frequencies>
        <Hint id={frequencyHintId} css={{ marginTop: space.sm }}>
          {form.frequency === 'monthly'
            ? 'PayPal takes the same amount each month until you cancel, which you can do at any time from your PayPal account.'
            : 'A single payment, taken once. No further payments are taken.'}
        </Hint>
      </fieldset>
    </StepCard>
  );
}
