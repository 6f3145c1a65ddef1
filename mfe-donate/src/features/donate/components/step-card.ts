import styled from '@emotion/styled';
import { colors, radii, shadows, space } from '@solar/shared-ui';

/** One numbered step of the donate form. */
export const StepCard = styled.section`
  display: grid;
  gap: ${space.md};
  align-content: start;
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  box-shadow: ${shadows.card};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${space.sm};
    font-weight: 700;
  }
  p {
    margin: 0;
  }
`;

export const StepHeading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  margin: 0;
  font-size: 1.25rem;
  .step-number {
    flex: none;
    display: grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    background: ${colors.brand};
    color: ${colors.surface};
    font-family: inherit;
    font-weight: 800;
  }
`;

/** A short note under a step's own controls (the frequency tiles, the payment options). */
export const Hint = styled.p`
  font-size: 0.9rem;
  color: ${colors.inkMuted};
`;
