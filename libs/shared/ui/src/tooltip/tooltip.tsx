import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import styled from '@emotion/styled';
import { layers } from '../theme/layers';
import { colors, radii } from '../theme/tokens';
import { useTooltipTiming } from './tooltip-provider';

export const TOOLTIP_SIDE_OFFSET = 4;
const HOVER_GRACE_MS = 100;
const VIEWPORT_MARGIN = 8;

export type TooltipSide = 'top' | 'bottom';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link); it receives aria-describedby while the tooltip shows. */
  children: ReactElement;
  side?: TooltipSide;
  sideOffset?: number;
}

const Bubble = styled.div`
  position: fixed;
  z-index: ${layers.tooltip};
  max-width: min(20rem, calc(100vw - 16px));
  padding: 0.4rem 0.7rem;
  border-radius: ${radii.sm};
  background: ${colors.ink};
  color: ${colors.surface};
  font-size: 0.875rem;
  line-height: 1.4;
  box-shadow: 0 4px 14px rgba(16, 24, 40, 0.2);
  pointer-events: auto;
`;

type TriggerProps = Record<string, unknown> & { ref?: Ref<HTMLElement> };

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

function chain(theirs: unknown, ours: (event: SyntheticEvent) => void) {
  return (event: SyntheticEvent) => {
    if (typeof theirs === 'function') theirs(event);
    ours(event);
  };
}

/** Where the bubble sits: centred on the trigger, `sideOffset` px away, flipped and clamped to stay on screen. */
function place(trigger: DOMRect, bubble: DOMRect, side: TooltipSide, offset: number): CSSProperties {
  const fitsAbove = trigger.top - offset - bubble.height >= 0;
  const fitsBelow = trigger.bottom + offset + bubble.height <= window.innerHeight;
  const actual =
    side === 'top' ? (fitsAbove || !fitsBelow ? 'top' : 'bottom') : fitsBelow || !fitsAbove ? 'bottom' : 'top';
  const top = actual === 'top' ? trigger.top - offset - bubble.height : trigger.bottom + offset;
  const centred = trigger.left + trigger.width / 2 - bubble.width / 2;
  const maxLeft = window.innerWidth - bubble.width - VIEWPORT_MARGIN;
  const left = Math.max(VIEWPORT_MARGIN, Math.min(centred, maxLeft));
  return { top, left };
}

/** A hover and focus hint (role=tooltip). Opens after the provider's delay, closes on Escape, blur or leave. */
export function Tooltip({ content, children, side = 'top', sideOffset = TOOLTIP_SIDE_OFFSET }: TooltipProps) {
  const timing = useTooltipTiming();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<CSSProperties>({ top: 0, left: 0, visibility: 'hidden' });
  const triggerRef = useRef<HTMLElement | null>(null);
  const bubbleRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointerDown = useRef(false);
  const isOpen = useRef(false);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    isOpen.current = true;
    timing.onTooltipOpen();
    setOpen(true);
  }, [timing]);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    if (isOpen.current) timing.onTooltipClose();
    isOpen.current = false;
    setOpen(false);
  }, [timing]);

  const showAfterDelay = () => {
    clearTimeout(timer.current);
    if (isOpen.current || timing.isInSkipWindow()) show();
    else timer.current = setTimeout(show, timing.delayDuration);
  };

  const hideAfterGrace = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(hide, HOVER_GRACE_MS);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, hide]);

  useLayoutEffect(() => {
    if (!open) return undefined;
    const update = () => {
      const trigger = triggerRef.current;
      const bubble = bubbleRef.current;
      if (trigger && bubble)
        setStyle(place(trigger.getBoundingClientRect(), bubble.getBoundingClientRect(), side, sideOffset));
    };
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [open, side, sideOffset]);

  const props = children.props as TriggerProps;
  const describedBy = [props['aria-describedby'], open ? id : undefined].filter(Boolean).join(' ') || undefined;

  const trigger = cloneElement(children as ReactElement<TriggerProps>, {
    ref: (node: HTMLElement | null) => {
      triggerRef.current = node;
      assignRef(props.ref, node);
    },
    'aria-describedby': describedBy,
    onPointerEnter: chain(props['onPointerEnter'], (event) => {
      if ((event.nativeEvent as PointerEvent).pointerType !== 'touch') showAfterDelay();
    }),
    onPointerLeave: chain(props['onPointerLeave'], hideAfterGrace),
    onPointerDown: chain(props['onPointerDown'], () => {
      pointerDown.current = true;
      hide();
    }),
    onFocus: chain(props['onFocus'], () => {
      // A click focuses too; only keyboard focus should reveal the hint.
      if (!pointerDown.current) show();
      pointerDown.current = false;
    }),
    onBlur: chain(props['onBlur'], () => {
      pointerDown.current = false;
      hide();
    }),
  });

  return (
    <>
      {trigger}
      {open &&
        createPortal(
          <Bubble
            ref={bubbleRef}
            id={id}
            role="tooltip"
            style={style}
            onPointerEnter={() => clearTimeout(timer.current)}
            onPointerLeave={hideAfterGrace}
          >
            {content}
          </Bubble>,
          document.body,
        )}
    </>
  );
}
