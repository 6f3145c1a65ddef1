import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { colors, mq, radii, shadows, space } from '../theme/tokens';
import type { ToastOptions } from './toast-context';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

const Card = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space.xs} ${space.md};
  align-items: start;
  width: 100%;
  padding: ${space.md} ${space.md} ${space.md} ${space.lg};
  border: 1px solid ${colors.border};
  border-left: 6px solid ${colors.brand};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.ink};
  box-shadow: ${shadows.raised};
  pointer-events: auto;
  animation: ${slideIn} 200ms ease-out;
  &[data-variant='destructive'] {
    border-color: ${colors.danger};
    border-left-color: ${colors.danger};
    background: ${colors.dangerSoft};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  ${mq.sm} {
    width: 24rem;
  }
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
  grid-column: 1;
  margin: 0;
  font-size: 0.95rem;
  color: ${colors.inkMuted};
  [data-variant='destructive'] & {
    color: #7a1a12;
  }
`;

const ActionButton = styled.button`
  grid-column: 1;
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

interface ToastViewProps {
  toast: ToastOptions;
  onClose: () => void;
  onPause: () => void;
  onResume: () => void;
}

/** One toast card. Destructive toasts interrupt (role=alert); the rest wait politely (role=status). */
export function ToastView({ toast, onClose, onPause, onResume }: ToastViewProps) {
  const destructive = toast.variant === 'destructive';
  const { action } = toast;
  return (
    <Card
      role={destructive ? 'alert' : 'status'}
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-variant={toast.variant ?? 'default'}
      onPointerEnter={onPause}
      onPointerLeave={onResume}
      onFocus={onPause}
      onBlur={onResume}
    >
      <Title>{toast.title}</Title>
      {toast.description && <Description>{toast.description}</Description>}
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
      <CloseButton type="button" aria-label="Close notification" onClick={onClose}>
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
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
    </Card>
  );
}
