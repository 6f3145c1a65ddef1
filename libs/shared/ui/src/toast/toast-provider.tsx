import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { layers } from '../theme/layers';
import { mq, space } from '../theme/tokens';
import { TOAST_DEFAULT_DURATION_MS, ToastContext, type ToastApi, type ToastOptions } from './toast-context';
import { ToastView } from './toast-view';

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

interface ActiveToast extends ToastOptions {
  id: string;
}

let counter = 0;

/** Hosts the single on-screen toast. Mounted once by the shell; remotes reach it through useToast(). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ActiveToast | null>(null);
  const [paused, setPaused] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const dismiss = useCallback((id?: string) => {
    setCurrent((active) => (active && (id === undefined || active.id === id) ? null : active));
  }, []);

  const toast = useCallback<ToastApi['toast']>(
    (options) => {
      counter += 1;
      const id = `toast-${counter}`;
      setPaused(false);
      setCurrent({ ...options, id });
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  useEffect(() => {
    clearTimeout(timer.current);
    if (!current || paused) return undefined;
    const duration = current.duration ?? TOAST_DEFAULT_DURATION_MS;
    if (!Number.isFinite(duration)) return undefined;
    timer.current = setTimeout(() => dismiss(current.id), Math.max(0, duration));
    return () => clearTimeout(timer.current);
  }, [current, paused, dismiss]);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Viewport aria-label="Notifications">
        {current && (
          <ToastView
            key={current.id}
            toast={current}
            onClose={() => dismiss(current.id)}
            onPause={() => setPaused(true)}
            onResume={() => setPaused(false)}
          />
        )}
      </Viewport>
    </ToastContext.Provider>
  );
}
