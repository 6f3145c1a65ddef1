import styled from '@emotion/styled';
import { colors, radii, space } from '../theme/tokens';

const Alert = styled.div`
  padding: ${space.md};
  border: 1px solid ${colors.danger};
  border-left-width: 6px;
  border-radius: ${radii.sm};
  background: ${colors.dangerSoft};
  color: ${colors.danger};
  font-weight: 600;
`;

/** A form's problem from the server, read out as soon as it appears (the region exists before it has text). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return <div role="alert">{message ? <Alert>{message}</Alert> : null}</div>;
}
