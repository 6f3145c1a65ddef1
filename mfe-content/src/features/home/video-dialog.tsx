import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from '@emotion/styled';
import { colors, radii, space } from '@solar/shared-ui';
import { usePrefersReducedMotion } from '../../components/use-reduced-motion';
import { ImpactVideo } from './impact-video';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space.md};
  padding: ${space.md};
  background: rgba(5, 12, 8, 0.94);
  color: ${colors.surface};
`;

const Frame = styled.div`
  width: min(100%, 1100px);
  video {
    display: block;
    width: 100%;
    max-height: 78vh;
    border-radius: ${radii.md};
    background: #000;
  }
  h2 {
    color: ${colors.surface};
    font-size: 1.4rem;
  }
  p {
    color: #e5f2e9;
  }
`;

const Close = styled.button`
  position: absolute;
  top: ${space.md};
  right: ${space.md};
  min-width: 44px;
  min-height: 44px;
  padding: ${space.sm} ${space.md};
  border: 2px solid ${colors.surface};
  border-radius: ${radii.pill};
  background: transparent;
  color: ${colors.surface};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }
  &:focus-visible {
    outline: 3px solid ${colors.sun};
    outline-offset: 2px;
  }
`;

type VideoDialogProps = { onClose: () => void };

/**
 * Full-screen impact video: autoplays with controls (not under reduced motion), Escape or the close
 * button closes it, focus stays inside while open and returns to the trigger afterwards.
 */
export function VideoDialog({ onClose }: VideoDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !dialogRef.current) return;
      const focusable = Array.from(
        dialogRef.current.querySelectorAll<HTMLElement>('button, [href], video[controls], [tabindex]:not([tabindex="-1"])'),
      );
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return createPortal(
    <Backdrop ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={descriptionId}>
      <Close ref={closeRef} type="button" onClick={onClose}>
        Close video <span aria-hidden="true">✕</span>
      </Close>
      <Frame>
        <h2 id={titleId}>Our impact: from sun to sanctuary</h2>
        <ImpactVideo controls autoPlay={!reducedMotion} />
        <p id={descriptionId}>
          Solar panels going up on schools, orphanages, places of worship and health centres across rural Punjab and
          Somaliland, keeping fans, lights and vaccine fridges running through 45-50°C heat.
        </p>
      </Frame>
    </Backdrop>,
    document.body,
  );
}
