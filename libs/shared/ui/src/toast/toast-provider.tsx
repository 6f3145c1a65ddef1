import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_DEFAULT_DURATION_MS, ToastContext, type ToastApi } from './toast-context';
import { ToastRegion, type ShownToast } from './toast-view';

let counter = 0;

/**
 * Hosts the single on-screen toast and the page's one notifications live region. Mounted once by the shell;
 * remotes reach it through useToast(). A toast waits while the pointer is over it or focus is in it (WCAG 2.2.1).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
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
  const close = useCallback(() => {
    setPaused(false);
    dismiss();
  }, [dismiss]);
  const pause = useCallback(() => setPaused(true), []);
  const resume = useCallback(() => setPaused(false), []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toast={current} onClose={close} onPause={pause} onResume={resume} />
    </ToastContext.Provider>
  );
}
