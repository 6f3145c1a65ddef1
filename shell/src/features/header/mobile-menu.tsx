import styled from '@emotion/styled';
import { NavLink } from '@solar/shared-routing';
import { ButtonLink, colors, layout, space, radii } from '@solar/shared-ui';
import { MOBILE_DONATE_PATH, navGroups } from '../../lib/nav-links';
import { mobileOnly } from './header-parts';

const Panel = styled.div`
  ${mobileOnly};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100vh - ${layout.headerHeight});
  max-height: calc(100dvh - ${layout.headerHeight});
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${space.sm} ${space.md} ${space.lg};
  background: ${colors.surface};
  border-top: 1px solid ${colors.border};
  box-shadow: 0 16px 24px rgba(16, 24, 40, 0.12);
`;

const Group = styled.section`
  padding: ${space.sm} 0;
  border-bottom: 1px solid ${colors.border};
`;

const GroupLabel = styled.h2`
  margin: ${space.sm} 0 ${space.xs};
  padding: 0 ${space.sm};
  font-family: inherit;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colors.inkMuted};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ItemLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${space.sm};
  border-radius: ${radii.sm};
  color: ${colors.ink};
  text-decoration: none;
  &:hover {
    background: ${colors.brandSoft};
  }
  &[aria-current='page'] {
    font-weight: 700;
    color: ${colors.brand};
    background: ${colors.brandSoft};
  }
`;

const DonateRow = styled.div`
  padding-top: ${space.md};
  a {
    width: 100%;
  }
`;

/** The narrow-screen list of every group; choosing any link closes it. */
export function MobileMenu({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  return (
    <Panel id={id} hidden={!open}>
      <nav aria-label="Main">
        {navGroups.map((group) => (
          <Group key={group.id} aria-labelledby={`${id}-${group.id}`}>
            <GroupLabel id={`${id}-${group.id}`}>{group.label}</GroupLabel>
            <List>
              {group.links.map((link) => (
                <li key={link.to}>
                  <ItemLink to={link.to} end onClick={onNavigate}>
                    {link.label}
                  </ItemLink>
                </li>
              ))}
            </List>
          </Group>
        ))}
      </nav>
      <DonateRow>
        <ButtonLink to={MOBILE_DONATE_PATH} onClick={onNavigate}>
          Donate
        </ButtonLink>
      </DonateRow>
    </Panel>
  );
}
