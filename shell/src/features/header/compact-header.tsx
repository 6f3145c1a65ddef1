import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { Link, NavLink, useLocation } from '@solar/shared-routing';
import { colors, layout, mq, radii, shadows, space } from '@solar/shared-ui';
import { Bar, BarInner, MenuToggle, watchDesktop } from './header-parts';
import { Logo } from '../../components/logo';
import { compactLinks } from '../../lib/nav-links';
import { useScrolled } from './use-scrolled';

/** Spec §2: the compact header gains its shadow after 20 px of scroll. */
export const COMPACT_HEADER_SCROLL_THRESHOLD = 20;
const MENU_ID = 'compact-menu';

const CompactBar = styled(Bar)`
  background: ${colors.surface};
  &[data-scrolled='true'] {
    background: ${colors.surface};
    box-shadow: ${shadows.raised};
  }
`;

/** A list row on narrow screens (toggled), an inline row from 1024 px. */
const Links = styled.ul`
  margin: 0;
  padding: ${space.sm} ${space.md} ${space.md};
  list-style: none;
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100vh - ${layout.headerHeight});
  overflow-y: auto;
  background: ${colors.surface};
  border-top: 1px solid ${colors.border};
  box-shadow: 0 16px 24px rgba(16, 24, 40, 0.12);
  &[data-open='false'] {
    display: none;
  }
  ${mq.lg} {
    &[data-open] {
      display: flex;
    }
    position: static;
    gap: ${space.xs};
    padding: 0;
    max-height: none;
    overflow: visible;
    border: 0;
    box-shadow: none;
    background: transparent;
  }
`;

const linkStyles = `
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${space.md};
  border-radius: ${radii.sm};
  color: ${colors.ink};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${colors.brandSoft};
    color: ${colors.brandStrong};
  }
  &[aria-current='page'] {
    color: ${colors.brand};
    box-shadow: inset 0 -3px 0 ${colors.sun};
  }
`;

const ItemNavLink = styled(NavLink)(linkStyles);
const ItemLink = styled(Link)(linkStyles);

/** The donation pages' header: five plain links, collapsing into a toggle on narrow screens. */
export function CompactHeader() {
  const scrolled = useScrolled(COMPACT_HEADER_SCROLL_THRESHOLD);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setOpen(false);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => watchDesktop(() => setOpen(false)), []);

  return (
    <CompactBar data-scrolled={scrolled}>
      <BarInner>
        <Logo />
        <nav aria-label="Main">
          <MenuToggle open={open} controls={MENU_ID} onToggle={() => setOpen((value) => !value)} />
          <Links id={MENU_ID} data-open={open}>
            {compactLinks.map((link) => (
              <li key={link.to}>
                {link.to.includes('#') ? (
                  <ItemLink to={link.to} onClick={close}>
                    {link.label}
                  </ItemLink>
                ) : (
                  <ItemNavLink to={link.to} end onClick={close}>
                    {link.label}
                  </ItemNavLink>
                )}
              </li>
            ))}
          </Links>
        </nav>
      </BarInner>
    </CompactBar>
  );
}
