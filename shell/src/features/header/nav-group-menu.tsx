import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { NavLink } from '@solar/shared-routing';
import { colors, layers, radii, shadows, space } from '@solar/shared-ui';
import type { NavGroup } from '../../lib/nav-links';
import type { HoverMenu } from './use-hover-menu';

const dropIn = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

const Item = styled.li`
  position: relative;
`;

const Trigger = styled.button`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  min-height: 44px;
  padding: 0 0.7rem;
  border: 0;
  border-radius: ${radii.sm};
  background: transparent;
  color: ${colors.ink};
  font: inherit;
  font-size: 0.95rem;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${colors.brandSoft};
    color: ${colors.brandStrong};
  }
  &[data-current='true'] {
    color: ${colors.brand};
    box-shadow: inset 0 -3px 0 ${colors.sun};
  }
  svg {
    flex-shrink: 0;
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Panel = styled.ul`
  position: absolute;
  top: calc(100% + ${space.xs});
  left: 0;
  z-index: ${layers.headerMenu};
  display: grid;
  gap: 2px;
  min-width: 15rem;
  margin: 0;
  padding: ${space.sm};
  list-style: none;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-top: 3px solid ${colors.sun};
  border-radius: ${radii.md};
  box-shadow: ${shadows.raised};
  animation: ${dropIn} 150ms ease-out;
  &[hidden] {
    display: none;
  }
  /* Bridges the gap so the pointer can travel from trigger to panel without leaving the group. */
  &::before {
    content: '';
    position: absolute;
    inset: -${space.sm} 0 auto;
    height: ${space.sm};
  }
`;

const MenuLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${space.md};
  border-radius: ${radii.sm};
  color: ${colors.ink};
  text-decoration: none;
  white-space: nowrap;
  &:hover,
  &:focus-visible {
    background: ${colors.brandSoft};
    color: ${colors.brandStrong};
  }
  &[aria-current='page'] {
    font-weight: 700;
    color: ${colors.brand};
    box-shadow: inset 3px 0 0 ${colors.sun};
  }
`;

export function Chevron() {
  return (
    <svg
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}

interface NavGroupMenuProps {
  group: NavGroup;
  menu: HoverMenu;
  current: boolean;
}

/** One desktop group: a disclosure button and its link panel, opened by hover or keyboard. */
export function NavGroupMenu({ group, menu, current }: NavGroupMenuProps) {
  const isOpen = menu.openId === group.id;
  const panelId = `nav-menu-${group.id}`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const focusFirstOnOpen = useRef(false);
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!isOpen || !focusFirstOnOpen.current) return;
    focusFirstOnOpen.current = false;
    panelRef.current?.querySelector('a')?.focus();
  }, [isOpen]);

  const links = () => Array.from(panelRef.current?.querySelectorAll('a') ?? []);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    if (!isOpen) openedByHover.current = true;
    menu.open(group.id);
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    if (isOpen) menu.scheduleClose(group.id);
  };

  /** A click pins a hover-opened menu; a second click (or Enter/Space) closes it. */
  const onTriggerClick = () => {
    if (isOpen && !openedByHover.current) {
      menu.close();
      return;
    }
    openedByHover.current = false;
    menu.open(group.id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      menu.close();
      triggerRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!isOpen) {
        focusFirstOnOpen.current = true;
        openedByHover.current = false;
        menu.open(group.id);
      } else {
        items[(index + 1) % items.length]?.focus();
      }
    } else if (event.key === 'ArrowUp' && isOpen && index >= 0) {
      event.preventDefault();
      if (index === 0) triggerRef.current?.focus();
      else items[index - 1]?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (isOpen && next && !event.currentTarget.contains(next)) menu.close();
  };

  return (
    <Item onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onBlur={onBlur}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-current={current}
        onClick={onTriggerClick}
        onKeyDown={onKeyDown}
      >
        {group.label}
        <Chevron />
      </Trigger>
      <Panel ref={panelRef} id={panelId} hidden={!isOpen} aria-label={group.label}>
        {group.links.map((link) => (
          <li key={link.to}>
            <MenuLink to={link.to} end onClick={menu.close} onKeyDown={onKeyDown}>
              {link.label}
            </MenuLink>
          </li>
        ))}
      </Panel>
    </Item>
  );
}
