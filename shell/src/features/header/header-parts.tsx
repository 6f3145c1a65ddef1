import type { Ref } from 'react';
import styled from '@emotion/styled';
import { CloseIcon, colors, layers, layout, MenuIcon, mq, radii, shadows, space } from '@solar/shared-ui';

/** The sticky bar. `data-scrolled="true"` makes it more opaque and lifts it with a shadow. */
export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${layers.header};
  background: rgba(255, 255, 255, 0.9);
  border-bottom: 1px solid rgba(20, 83, 45, 0.08);
  backdrop-filter: saturate(1.4) blur(10px);
  -webkit-backdrop-filter: saturate(1.4) blur(10px);
  transition:
    background-color 200ms ease,
    box-shadow 200ms ease;
  &[data-scrolled='true'] {
    background: rgba(255, 255, 255, 0.98);
    box-shadow: ${shadows.card};
  }
`;

export const BarInner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  max-width: ${layout.maxWidth};
  min-height: ${layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${space.md};
  ${mq.md} {
    padding: 0 ${space.lg};
  }
`;

/** Shown below 1024 px only. */
export const mobileOnly = `
  ${mq.lg} {
    display: none;
  }
`;

/** Shown from 1024 px only. Written as max-width so jsdom (which ignores media rules) renders it. */
export const desktopOnly = `
  @media (max-width: ${1024 - 0.02}px) {
    display: none;
  }
`;

const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${colors.border};
  border-radius: ${radii.sm};
  background: ${colors.surface};
  color: ${colors.brandStrong};
  cursor: pointer;
  &:hover {
    background: ${colors.brandSoft};
  }
  ${mq.lg} {
    display: none;
  }
`;

/** The hamburger / close toggle of a narrow-screen menu. */
export function MenuToggle({
  open,
  controls,
  onToggle,
  ref,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <ToggleButton
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? 'Close menu' : 'Open menu'}
      onClick={onToggle}
    >
      {open ? <CloseIcon /> : <MenuIcon />}
    </ToggleButton>
  );
}

/** Runs `onDesktop` when the viewport grows to 1024 px or more (no-op where matchMedia is missing). */
export function watchDesktop(onDesktop: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(`(min-width: 1024px)`);
  const listener = (event: MediaQueryListEvent) => {
    if (event.matches) onDesktop();
  };
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
