import styled from '@emotion/styled';
import { Link } from '@solar/shared-routing';
import { colors, space } from '@solar/shared-ui';

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${space.md};
  color: ${colors.sky};
  font-weight: 600;
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/** The way back to the list a record was opened from (the back office's pages). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return <Back to={to}>← {children}</Back>;
}
