import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import type { FocusEvent } from 'react';
import { layers } from '../theme/layers';
import { colors, mq, radii, shadows, space } from '../theme/tokens';
import type { ToastOptions } from './toast-context';
import { CloseIcon } from '../components/line-icons';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

const Viewport = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${layers.toast};
  display: flex;
  justify-content: center;
  padding: ${space.md};
  pointer-events: none;
  ${mq.sm} {
    left: auto;
    padding: ${space.lg};
  }
`;

/** Always in the page so its live regions are too; it only looks like a card while a toast is showing. */
const Card = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space.xs} ${space.md};
  align-items: start;
  width: 100%;
  ${mq.sm} {
    width: 24rem;
  }
  &[data-showing='true'] {
    padding: ${space.md} ${space.md} ${space.md} ${space.lg};
    border: 1px solid ${colors.border};
    border-left: 6px solid ${colors.brand};
    border-radius: ${radii.md};
    background: ${colors.surface};
    color: ${colors.ink};
    box-shadow: ${shadows.raised};
    pointer-events: auto;
    animation: ${slideIn} 200ms ease-out;
  }
  &[data-variant='destructive'] {
    border-color: ${colors.danger};
    border-left-color: ${colors.danger};
    background: ${colors.dangerSoft};
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-showing='true'] {
      animation: none;
    }
  }
`;

/** The two live regions share the first column; an empty one takes no room. */
const Announcements = styled.div`
  grid-column: 1;
  grid-row: 1;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
  line-height: 1.35;
  [data-variant='destructive'] & {
    color: ${colors.danger};
  }
`;

const Description = styled.p`
  margin: ${space.xs} 0 0;
  font-size: 0.95rem;
  color: ${colors.inkMuted};
  [data-variant='destructive'] & {
    color: #7a1a12;
  }
`;

const ActionButton = styled.button`
  grid-column: 1;
  grid-row: 2;
  justify-self: start;
  min-height: 44px;
  margin-top: ${space.xs};
  padding: 0 ${space.md};
  border: 2px solid currentColor;
  border-radius: ${radii.pill};
  background: transparent;
  color: ${colors.brand};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${colors.brandSoft};
  }
  [data-variant='destructive'] & {
    color: ${colors.danger};
    &:hover {
      background: #fbd5d1;
    }
  }
`;

const CloseButton = styled.button`
  grid-column: 2;
  grid-row: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin: -${space.sm} -${space.sm} 0 0;
  border: 0;
  border-radius: ${radii.sm};
  background: transparent;
  color: ${colors.inkMuted};
  cursor: pointer;
  &:hover {
    background: rgba(0, 0, 0, 0.06);
    color: ${colors.ink};
  }
`;

export interface ShownToast extends ToastOptions {
  id: string;
}

interface ToastRegionProps {
  toast: ShownToast | null;
  onClose: () => void;
  onPause: () => void;
  onResume: () => void;
}

/** A toast's words; a new toast is a new node, so the same words twice are announced twice. */
function Message({ toast }: { toast: ShownToast }) {
  return (
    <div>
      <Title>{toast.title}</Title>
      {toast.description && <Description>{toast.description}</Description>}
    </div>
  );
}

/**
 * The notifications area, rendered once and from the first render: one polite live region (role=status) and one
 * assertive (role=alert, for destructive toasts) that are always in the page, so screen readers are already
 * watching them when a toast's words are placed inside. Its buttons sit beside the regions, not in them, so they
 * are not read out with the message; nothing here takes focus.
 */
export function ToastRegion({ toast, onClose, onPause, onResume }: ToastRegionProps) {
  const destructive = toast?.variant === 'destructive';
  const action = toast?.action;
  const resumeUnlessInside = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onResume();
  };
  return (
    <Viewport aria-label="Notifications">
      <Card
        data-showing={toast ? 'true' : undefined}
        data-variant={toast ? (toast.variant ?? 'default') : undefined}
        onPointerEnter={toast ? onPause : undefined}
        onPointerLeave={toast ? onResume : undefined}
        onFocus={onPause}
        onBlur={resumeUnlessInside}
      >
        <Announcements>
          <div role="status" aria-live="polite" aria-atomic="true">
            {toast && !destructive && <Message key={toast.id} toast={toast} />}
          </div>
          <div role="alert" aria-live="assertive" aria-atomic="true">
            {toast && destructive && <Message key={toast.id} toast={toast} />}
          </div>
        </Announcements>
        {action && (
          <ActionButton
            type="button"
            onClick={() => {
              action.onClick();
              onClose();
            }}
          >
            {action.label}
          </ActionButton>
        )}
        {toast && (
          <CloseButton type="button" aria-label="Close notification" onClick={onClose}>
            <CloseIcon size={20} />
          </CloseButton>
        )}
      </Card>
    </Viewport>
  );
}
