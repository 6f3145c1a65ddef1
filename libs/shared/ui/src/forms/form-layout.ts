import styled from '@emotion/styled';
import { colors, space } from '../theme/tokens';

/** A group of related fields with a visible legend. */
export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${space.sm};
    padding: 0;
    font-family: inherit;
    font-size: 1.15rem;
    font-weight: 700;
    color: ${colors.brandStrong};
  }
`;

/** Lays fields out in columns that wrap on narrow screens. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(220px, 100%), 1fr));
`;

export const RequiredNote = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${colors.inkMuted};
`;
