import styled from '@emotion/styled';
import { Link } from '@solar/shared-routing';
import { colors, radii, space } from '@solar/shared-ui';
import { useStaffEmails } from '../api/staff-emails';

const Notice = styled.p`
  margin: 0 0 ${space.lg};
  padding: ${space.md};
  border: 1px solid ${colors.danger};
  border-left-width: 6px;
  border-radius: ${radii.sm};
  background: ${colors.dangerSoft};
  a {
    color: ${colors.danger};
    font-weight: 700;
  }
`;

/** The overview's warning when emails gave up, linking to them; nothing while loading, on error or at zero. */
export function FailedEmailsNotice() {
  const failed = useStaffEmails({ page: 1, pageSize: 1, status: 'failed' });
  const count = failed.data?.total ?? 0;
  if (count === 0) return null;
  return (
    <Notice>
      <Link to="/staff/emails?status=failed">
        {count} {count === 1 ? 'email' : 'emails'} failed to send
      </Link>
    </Notice>
  );
}
