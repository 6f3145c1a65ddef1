import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from '@emotion/styled';
import { useLocation } from '@solar/shared-routing';
import { ButtonLink } from '@solar/shared-ui';
import { Bar, BarInner, MenuToggle, desktopOnly, watchDesktop } from './header-parts';
import { Logo } from '../../components/logo';
import { MobileMenu } from './mobile-menu';
import { NavGroupMenu } from './nav-group-menu';
import { DESKTOP_DONATE_PATH, groupContains, navGroups } from '../../lib/nav-links';
import { useHoverMenu } from './use-hover-menu';
import { useScrolled } from './use-scrolled';

/** Spec §2: the bar grows more opaque once the page scrolls past 50 px. */
export const SITE_HEADER_SCROLL_THRESHOLD = 50;
const MOBILE_MENU_ID = 'site-mobile-menu';

const DesktopNav = styled.nav`
  ${desktopOnly};
  flex: 1;
  display: flex;
  justify-content: center;
  min-width: 0;
  > ul {
    display: flex;
    align-items: center;
    gap: 0.15rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const DonateNow = styled(ButtonLink)`
  ${desktopOnly};
  flex-shrink: 0;
  padding: 0 1.25rem;
`;

/** The site-wide header: logo, five hover/keyboard menus and Donate Now; a toggle list on narrow screens. */
export function SiteHeader() {
  const scrolled = useScrolled(SITE_HEADER_SCROLL_THRESHOLD);
  const menu = useHoverMenu();
  const { close } = menu;
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const barRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    close();
    setMobileOpen(false);
  }, [pathname, close]);

  useEffect(() => watchDesktop(() => setMobileOpen(false)), []);

  useEffect(() => {
    if (menu.openId === null) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!barRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [menu.openId, close]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !mobileOpen) return;
    setMobileOpen(false);
    toggleRef.current?.focus();
  };

  return (
    // The keydown listener only catches Escape bubbling from the menu's own links and buttons.
    <Bar ref={barRef} data-scrolled={scrolled} onKeyDown={onKeyDown}>
      <BarInner>
        <Logo stack />
        <DesktopNav aria-label="Main">
          <ul>
            {navGroups.map((group) => (
              <NavGroupMenu key={group.id} group={group} menu={menu} current={groupContains(group, pathname)} />
            ))}
          </ul>
        </DesktopNav>
        <DonateNow to={DESKTOP_DONATE_PATH}>Donate Now</DonateNow>
        <MenuToggle
          ref={toggleRef}
          open={mobileOpen}
          controls={MOBILE_MENU_ID}
          onToggle={() => setMobileOpen((open) => !open)}
        />
      </BarInner>
      <MobileMenu id={MOBILE_MENU_ID} open={mobileOpen} onNavigate={() => setMobileOpen(false)} />
    </Bar>
  );
}
