import styled from '@emotion/styled';
import { colors, space } from '@solar/shared-ui';

/** The reading column of the legal pages. */
export const LegalBody = styled.div`
  max-width: 48rem;
  padding: ${space.xl} 0 ${space.xxl};
  h2 {
    margin-top: ${space.xl};
    font-size: 1.6rem;
  }
  h3 {
    margin-top: ${space.lg};
    font-size: 1.2rem;
  }
`;

export const Updated = styled.p`
  font-weight: 700;
  color: ${colors.brandStrong};
`;
