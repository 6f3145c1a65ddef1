import styled from '@emotion/styled';
import { colors, radii, space } from '@solar/shared-ui';

/** Two-column label/value pairs inside a card (write each pair as <div><dt/><dd/></div>). */
export const FactPairs = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.sm};
  margin: 0;
  div {
    padding: ${space.sm};
    border-radius: ${radii.sm};
    background: ${colors.surfaceAlt};
  }
  dt {
    font-size: 0.85rem;
    color: ${colors.inkMuted};
  }
  dd {
    margin: 0;
    font-weight: 800;
    font-size: 1.15rem;
    color: ${colors.brandStrong};
  }
`;
