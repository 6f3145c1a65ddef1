import styled from '@emotion/styled';
import { mq, space } from '@solar/shared-ui';

/** One column on phones, two on tablets, three on large screens. */
export const ThreeColumnGrid = styled.div`
  display: grid;
  gap: ${space.lg};
  grid-template-columns: 1fr;
  ${mq.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;
