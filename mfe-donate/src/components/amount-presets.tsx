import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { colors, space } from '@solar/shared-ui';
import { formatPounds } from '../lib/money';
import { choiceTile } from './choice-tile';

const Presets = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${space.sm};
`;

const PresetButton = styled.button`
  ${choiceTile};
  flex-direction: column;
  min-height: 56px;
  .tick {
    visibility: hidden;
  }
  &[aria-pressed='true'] {
    border-color: ${colors.brand};
    border-width: 3px;
    background: ${colors.brandSoft};
    color: ${colors.brandStrong};
  }
  &[aria-pressed='true'] .tick {
    visibility: visible;
  }
`;

type AmountPresetsProps = {
  amounts: readonly number[];
  selected: number | null;
  onChoose: (amount: number) => void;
  /** Extra content under an amount, e.g. the "Popular" badge. */
  badgeFor?: (amount: number) => ReactNode;
};

/** Suggested amounts in pounds as toggle buttons (aria-pressed), in a fieldset with its legend. */
export function AmountPresets({ amounts, selected, onChoose, badgeFor }: AmountPresetsProps) {
  return (
    <fieldset>
      <legend>Choose an amount</legend>
      <Presets>
        {amounts.map((value) => (
          <PresetButton key={value} type="button" aria-pressed={selected === value} onClick={() => onChoose(value)}>
            <span>
              <span className="tick" aria-hidden="true">
                ✓{' '}
              </span>
              {formatPounds(value)}
            </span>
            {badgeFor?.(value)}
          </PresetButton>
        ))}
      </Presets>
    </fieldset>
  );
}
