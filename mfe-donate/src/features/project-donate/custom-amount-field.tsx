import { type Ref, useEffect, useId, useImperativeHandle } from 'react';
import styled from '@emotion/styled';
import { donationAmountProblem } from '@solar/shared-contracts';
import { registerOptionsFor, useSiteForm } from '@solar/shared-data-access';
import { colors, radii, space } from '@solar/shared-ui';
import { roundToPence } from '../../lib/money';

type AmountFields = { amount: string };

const rules = { amount: { label: 'Amount' } } as const;

/**
 * A typed amount above 0 is checked against the shared donation rule (libs/shared/contracts form-rules: £1 to
 * £50,000) as the donor types; it is sent rounded to pence, so the decimals always pass. Blank, 0 or not a
 * number say nothing here: the donate button is disabled instead (spec §4).
 */
const checks = {
  amount: (value: unknown) => {
    const typed = typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
    if (!Number.isFinite(typed) || typed <= 0) return undefined;
    return donationAmountProblem(roundToPence(typed)) ?? undefined;
  },
};

/** What the field holds: the text typed (blank while a preset is in effect) and its message, if any. */
export type CustomAmount = { custom: string; error: string | undefined };

/** What the panel asks of the field: empty it when a preset is chosen, or show a refused order's message. */
export type CustomAmountHandle = {
  clear: () => void;
  /** True when the refusal named the amount, shown beside the field. */
  showServerErrors: (error: unknown) => boolean;
};

const Field = styled.div`
  display: grid;
  gap: ${space.xs};
  label {
    font-weight: 700;
  }
  .input-wrap {
    position: relative;
  }
  .currency {
    position: absolute;
    left: ${space.md};
    top: 50%;
    transform: translateY(-50%);
    color: ${colors.inkMuted};
    font-weight: 700;
  }
  input {
    width: 100%;
    min-height: 48px;
    padding: ${space.sm} ${space.md} ${space.sm} 2rem;
    border: 2px solid ${colors.border};
    border-radius: ${radii.sm};
    font: inherit;
  }
  input:focus {
    border-color: ${colors.brand};
  }
  input[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
  .hint {
    font-size: 0.9rem;
    color: ${colors.inkMuted};
  }
  .field-error {
    font-size: 0.9rem;
    font-weight: 600;
    color: ${colors.danger};
  }
`;

type CustomAmountFieldProps = {
  onChange: (value: CustomAmount) => void;
  ref: Ref<CustomAmountHandle>;
};

/**
 * The custom amount input on the form kit. It owns its form, so react-hook-form's synchronous re-render as the
 * form becomes ready touches this field alone, never the panel around it (decision 038): a re-render of the
 * panel during hydration would throw away the server's Gift Aid section before its code had arrived.
 */
export function CustomAmountField({ onChange, ref }: CustomAmountFieldProps) {
  const site = useSiteForm<AmountFields>({ rules, checks, defaultValues: { amount: '' }, mode: 'onChange' });
  const custom = site.watch('amount') ?? '';
  const error = site.formState.errors.amount?.message;
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  useEffect(() => onChange({ custom, error }), [onChange, custom, error]);
  useImperativeHandle(
    ref,
    () => ({
      clear() {
        site.setValue('amount', '');
        site.clearErrors('amount');
      },
      showServerErrors: site.showServerErrors,
    }),
    [site],
  );

  return (
    <Field>
      <label htmlFor={inputId}>Or enter your own amount</label>
      <div className="input-wrap">
        <span className="currency" aria-hidden="true">
          £
        </span>
        <input
          id={inputId}
          type="number"
          inputMode="decimal"
          min={1}
          step={0.01}
          placeholder="Other amount"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          {...site.register('amount', registerOptionsFor<AmountFields>(rules.amount, checks.amount))}
        />
      </div>
      <span id={hintId} className="hint">
        In pounds sterling (GBP), from £1.
      </span>
      {error ? (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </Field>
  );
}
