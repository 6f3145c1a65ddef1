import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { layers } from '../theme/layers';
import { colors, mq, radii, shadows, space } from '../theme/tokens';
import { focusableIn } from './focusable';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Fills the viewport (for example a video player). */
  fullScreen?: boolean;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(16px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${layers.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space.md};
  background: ${colors.overlay};
  animation: ${fadeIn} 150ms ease-out;
  &[data-full-screen='true'] {
    padding: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: min(40rem, 100%);
  max-height: calc(100vh - 2rem);
  max-height: calc(100dvh - 2rem);
  background: ${colors.surface};
  color: ${colors.ink};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.raised};
  animation: ${rise} 200ms ease-out;
  &:focus {
    outline: none;
  }
  &[data-full-screen='true'] {
    width: 100%;
    height: 100vh;
    height: 100dvh;
    max-height: none;
    border-radius: 0;
    background: #0b1419;
    color: ${colors.surface};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space.md};
  padding: ${space.lg} ${space.lg} 0;
  ${mq.md} {
    padding: ${space.xl} ${space.xl} 0;
  }
  h2 {
    margin: 0;
    padding-top: ${space.sm};
    font-size: 1.5rem;
    color: ${colors.brandStrong};
  }
  [data-full-screen='true'] & h2 {
    color: ${colors.surface};
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${space.md} ${space.lg} ${space.lg};
  ${mq.md} {
    padding: ${space.md} ${space.xl} ${space.xl};
  }
`;

const CloseButton = styled.button`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin: 0 -${space.sm} 0 0;
  border: 0;
  border-radius: ${radii.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(127, 127, 127, 0.18);
  }
`;

/** Moves focus into the dialog, keeps it there, locks page scroll and gives focus back on close. */
function useModalFocus(open: boolean, panel: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    (root && (focusableIn(root)[0] ?? root))?.focus();

    const keepFocusInside = (event: FocusEvent) => {
      const target = event.target as Node | null;
      if (root && target && !root.contains(target)) (focusableIn(root)[0] ?? root).focus();
    };
    document.addEventListener('focusin', keepFocusInside);

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, panel]);
}

/** A modal dialog in a portal: labelled by its title, Escape and backdrop close it, focus stays inside. */
export function Dialog({ open, onClose, title, children, fullScreen = false }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useModalFocus(open, panel);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusableIn(panel.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    // Clicking the dimmed backdrop is a pointer shortcut; keyboard users have Escape and the Close button.
    <Backdrop data-full-screen={fullScreen} onClick={onBackdropClick}>
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-full-screen={fullScreen}
        onKeyDown={onKeyDown}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" aria-label="Close" onClick={onClose}>
            <svg
              viewBox="0 0 24 24"
              width="24"
              height="24"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </CloseButton>
        </Header>
        <Body>{children}</Body>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
