import styled from '@emotion/styled';
import { Link } from '@solar/shared-routing';
import { staffAreasFor } from '@solar/shared-contracts';
import { Card, Grid, PageShown, StaffPageHeading, colors, useDocumentTitle } from '@solar/shared-ui';
import { AttentionList } from '../components/attention-list';
import { useStaffUser } from '../components/staff-user-context';
import { OWN_PASSWORD_PATH } from './own-password-page';

const AreaCard = styled(Card)`
  h3 {
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

/** /staff: what needs attention (each count a link to its filtered list), then one card per area the person may open. */
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
      <AttentionList />
      <h2 css={{ marginTop: 0 }}>Areas</h2>
      <AreaList min="240px" css={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {staffAreasFor(user.role).map((area) => (
          <li key={area.path}>
            <AreaCard as="div">
              <h3>
                <Link to={area.path}>{area.label}</Link>
              </h3>
              <p>{area.summary}</p>
            </AreaCard>
          </li>
        ))}
      </AreaList>
      <h2>Your account</h2>
      <p>
        <Link to={OWN_PASSWORD_PATH} css={{ color: colors.brandStrong }}>
          Change your password
        </Link>
      </p>
    </>
  );
}
