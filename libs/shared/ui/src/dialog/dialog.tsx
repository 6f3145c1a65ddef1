import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { colors, mq, radii, shadows, space } from '../theme/tokens';
import { focusableIn } from './focusable';
import { CloseIcon } from '../components/line-icons';

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

/** The native element, shown with showModal(): the browser puts it in the top layer and makes the page inert. */
const Panel = styled.dialog`
  width: min(40rem, calc(100% - 2rem));
  max-width: none;
  max-height: calc(100vh - 2rem);
  max-height: calc(100dvh - 2rem);
  margin: auto;
  padding: 0;
  border: 0;
  overflow: hidden;
  background: ${colors.surface};
  color: ${colors.ink};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.raised};
  &[open] {
    display: flex;
    flex-direction: column;
    animation: ${rise} 200ms ease-out;
  }
  &::backdrop {
    background: ${colors.overlay};
    animation: ${fadeIn} 150ms ease-out;
  }
  &:focus {
    outline: none;
  }
  &[data-full-screen='true'] {
    width: 100%;
    height: 100%;
    max-height: none;
    border-radius: 0;
    background: #0b1419;
    color: ${colors.surface};
  }
  @media (prefers-reduced-motion: reduce) {
    &[open],
    &::backdrop {
      animation: none;
    }
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

/**
 * Opens the dialog as a modal, moves focus to its first control, locks page scroll, and on close gives focus back
 * to whatever had it before (the dialog may be unmounted rather than closed, so the browser's own return is not
 * relied on).
 */
function useModal(dialog: RefObject<HTMLDialogElement | null>) {
  // In the commit that mounts it, before paint: never a frame with the dialog in the page but not yet modal.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    (focusableIn(element)[0] ?? element).focus();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (element.open) element.close();
      if (opener?.isConnected && opener !== document.body) opener.focus();
    };
  }, [dialog]);
}

/**
 * Whether the body's words overflow it. A body that scrolls takes focus then, so a keyboard can scroll it too
 * (WCAG 2.1.1; axe scrollable-region-focusable), as a long set of terms with no link in it would not otherwise.
 */
function useScrolls(body: RefObject<HTMLDivElement | null>, content: RefObject<HTMLDivElement | null>) {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const outer = body.current;
    const inner = content.current;
    if (!outer || !inner || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setScrolls(outer.scrollHeight > outer.clientHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    observer.observe(inner);
    measure();
    return () => observer.disconnect();
  }, [body, content]);
  return scrolls;
}

/**
 * Tab from the last control goes to the first, and Shift+Tab back: the page behind is inert already, this keeps
 * focus off the browser's own controls between rounds.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = focusableIn(event.currentTarget);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

function OpenDialog({ onClose, title, children, fullScreen = false }: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useModal(dialog);
  const scrolls = useScrolls(body, content);

  // Escape: the browser asks first (cancel); the caller's onClose decides, as it does for the Close button.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  // The browser closed it without asking (a repeated Escape with no user action between): follow it. A dialog
  // still open has been shown again since (React's development remount), so that close is not the user's.
  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!event.currentTarget.open) onClose();
  };

  // A click on the dimmed backdrop lands on the dialog element itself: a pointer shortcut beside Escape and Close.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <Panel
      ref={dialog}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-full-screen={fullScreen}
      onKeyDown={keepTabInside}
      onCancel={onCancel}
      onClose={onNativeClose}
      onClick={onBackdropClick}
    >
      <Header>
        <h2 id={titleId}>{title}</h2>
        <CloseButton type="button" aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </CloseButton>
      </Header>
      <Body ref={body} {...(scrolls ? { role: 'region', 'aria-labelledby': titleId, tabIndex: 0 } : {})}>
        <div ref={content}>{children}</div>
      </Body>
    </Panel>,
    document.body,
  );
}

/**
 * A modal dialog on the native `<dialog>` opened with showModal(): the page behind is inert (no focus, no clicks,
 * hidden from screen readers), it is labelled by its title, Escape, the Close button and the backdrop close it,
 * and focus returns to what opened it.
 */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}
