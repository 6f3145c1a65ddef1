import styled from '@emotion/styled';
import { colors, radii, shadows, space } from '@solar/shared-ui';

/** The card a one-click page (confirming a sign-up, unsubscribing) shows its states in. */
export const Panel = styled.div`
  display: grid;
  max-width: 44rem;
  gap: ${space.md};
  padding: ${space.xl} ${space.lg};
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  box-shadow: ${shadows.card};
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
  h2:focus {
    outline: none;
  }
  p,
  ul {
    margin: 0;
  }
  ul {
    display: grid;
    gap: ${space.sm};
    padding-left: 1.2rem;
  }
`;

/** The outcome, marked by a bar in the colour of success. */
export const Done = styled.div`
  display: grid;
  gap: ${space.md};
  padding-left: ${space.md};
  border-left: 6px solid ${colors.success};
`;
