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

export const Field = styled.div`
  display: grid;
  gap: ${space.xs};
  label {
    font-weight: 700;
  }
  .optional {
    font-weight: 400;
    color: ${colors.inkMuted};
  }
  input[type='text'],
  input[type='email'],
  input[type='number'] {
    width: 100%;
    min-height: 48px;
    padding: ${space.sm} ${space.md};
    border: 2px solid ${colors.border};
    border-radius: ${radii.sm};
    background: ${colors.surface};
    color: ${colors.ink};
    font: inherit;
  }
  input:focus-visible {
    border-color: ${colors.focus};
  }
  input[aria-invalid='true'] {
    border-color: ${colors.danger};
  }
`;

export const Hint = styled.p`
  font-size: 0.9rem;
  color: ${colors.inkMuted};
`;

/** A field's message from the form kit (a shared rule or the server's 400), announced as it appears. */
export const FieldError = styled.p`
  font-size: 0.9rem;
  font-weight: 600;
  color: ${colors.danger};
`;
