import styled from '@emotion/styled';
import { colors, radii, space } from '@solar/shared-ui';

/** The Gift Aid block: a fieldset with the figure, the declaration and the box ("&&" wins over the forms' plain fieldset rules). */
export const GiftAidBox = styled.fieldset`
  && {
    display: grid;
    gap: ${space.sm};
    padding: ${space.md};
    border: 1px solid ${colors.border};
    border-radius: ${radii.md};
  }
  legend,
  .figure {
    font-weight: 700;
  }
  ul {
    padding-left: 1.25rem;
    font-size: 0.9rem;
  }
`;
