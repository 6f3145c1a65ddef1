import styled from '@emotion/styled';
import { errorMessage } from '@solar/shared-data-access';
import { colors, space } from '@solar/shared-ui';

const Message = styled.p`
  margin: ${space.md} 0;
  color: ${colors.ink};
`;

const Problem = styled(Message)`
  color: ${colors.danger};
  font-weight: 600;
`;

/** What a staff list shows while it loads. */
export function StaffLoading({ what }: { what: string }) {
  return <Message role="status">Loading {what}…</Message>;
}

/** Why a staff list could not be shown, in the API's own words. */
export function StaffLoadProblem({ error }: { error: unknown }) {
  return <Problem role="alert">{errorMessage(error)}</Problem>;
}
