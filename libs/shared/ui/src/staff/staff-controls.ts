import { css } from '@emotion/react';
import { colors, radii, space } from '../theme/tokens';

/** Labels above their controls, 44 px targets and a visible focus ring: one look for every staff form. */
export const staffControls = css`
  label {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    font-weight: 600;
    color: ${colors.ink};
  }
  input,
  select {
    min-height: 44px;
    padding: ${space.sm};
    border: 1px solid ${colors.inkMuted};
    border-radius: ${radii.sm};
    font: inherit;
    background: ${colors.surface};
    color: ${colors.ink};
  }
  input:focus-visible,
  select:focus-visible,
  button:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  input[aria-invalid='true'],
  select[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
`;
