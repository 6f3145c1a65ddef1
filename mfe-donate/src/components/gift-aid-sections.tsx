import styled from '@emotion/styled';
import { NavLink } from '@solar/shared-routing';
import { colors, space } from '@solar/shared-ui';

const Nav = styled.nav`
  margin: 0 0 ${space.lg};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.lg};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${colors.sky};
    font-weight: 600;
  }
  a[aria-current='page'] {
    color: ${colors.ink};
    text-decoration: none;
  }
  a:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/** The two halves of Gift Aid in the back office: the donors' declarations and the claims made from them. */
export function GiftAidSections() {
  return (
    <Nav aria-label="Gift Aid">
      {' '}
      <ul>
        {' '}
        <li>
          {' '}
          <NavLink to="/staff/gift-aid" end>
            {' '}
            Declarations{' '}
          </NavLink>{' '}
        </li>{' '}
        <li>
          {' '}
          <NavLink to="/staff/gift-aid/claims">Claims</NavLink>{' '}
        </li>{' '}
      </ul>{' '}
    </Nav>
  );
}
