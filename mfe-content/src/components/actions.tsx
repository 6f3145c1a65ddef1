import styled from '@emotion/styled';
import { space } from '@solar/shared-ui';

/** A row of calls to action that wraps on narrow screens. */
export const Actions = styled.div<{ center?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin-top: ${space.lg};
  justify-content: ${({ center }) => (center ? 'center' : 'flex-start')};
`;

export const CheckList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${space.sm};
  li {
    position: relative;
    padding-left: 1.6rem;
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    font-weight: 700;
    color: #166534;
  }
`;
