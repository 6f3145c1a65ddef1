import styled from '@emotion/styled';
import { Link } from '@solar/shared-routing';
import { staffAreasFor } from '@solar/shared-contracts';
import { Card, Grid, PageShown, StaffPageHeading, colors, useDocumentTitle } from '@solar/shared-ui';
import { FailedEmailsNotice } from '../components/failed-emails-notice';
import { useStaffUser } from '../components/staff-user-context';

const AreaCard = styled(Card)`
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  a {
    color: ${colors.brandStrong};
  }
  p {
    margin: 0;
    color: ${colors.inkMuted};
  }
`;

// Grid's own shouldForwardProp would pass `as` through to the DOM as an attribute, leaving the items in a div.
const AreaList = Grid.withComponent('ul');

/** /staff: failed emails if any, then one card per area the signed-in person may open. */
export function OverviewPage() {
  useDocumentTitle('Staff console');
  const user = useStaffUser();
  return (
    <>
      <PageShown />
      <StaffPageHeading
        title="Staff console"
        description={`Welcome, ${user.displayName || user.username}. Choose what to work on.`}
      />
      <FailedEmailsNotice />
      <AreaList min="240px" css={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {staffAreasFor(user.role).map((area) => (
          <li key={area.path}>
            <AreaCard as="div">
              <h2>
                <Link to={area.path}>{area.label}</Link>
              </h2>
              <p>{area.summary}</p>
            </AreaCard>
          </li>
        ))}
      </AreaList>
    </>
  );
}
