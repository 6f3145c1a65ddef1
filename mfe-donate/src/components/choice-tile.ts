import { colors, radii, space } from '@solar/shared-ui';

/** A box that can be toggled or chosen: 48 px tall, a thicker border and a tick when on, not just colour. */
export const choiceTile = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  min-height: 48px;
  padding: ${space.sm} ${space.md};
  border-radius: ${radii.sm};
  border: 2px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.ink};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    border-color: ${colors.brand};
  }
`;
