import { type RefObject, useEffect } from 'react';

type IdleDeadline = { didTimeout: boolean; timeRemaining: () => number };
type IdleWindow = Window & {
  requestIdleCallback?: (callback: (deadline: IdleDeadline) => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** A browser grants a 50 ms idle period only when no frame or task is waiting: the page has settled. */
const SETTLED_IDLE_MS = 40;
const LONGEST_WAIT_MS = 5000;

/** Runs `start` once the page has loaded and the main thread has settled (or after 5 s); returns a cancel. */
function whenLoadedAndSettled(start: () => void): () => void {
  const idle = window as IdleWindow;
  const since = Date.now();
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const awaitIdle = () => {
    if (!idle.requestIdleCallback) {
      timer = setTimeout(start, 200);
      return;
    }
    idleHandle = idle.requestIdleCallback(
      (deadline) => {
        const settled = deadline.timeRemaining() >= SETTLED_IDLE_MS || Date.now() - since >= LONGEST_WAIT_MS;
        if (settled || deadline.didTimeout) start();
        else awaitIdle();
      },
      { timeout: LONGEST_WAIT_MS },
    );
  };
  if (document.readyState === 'complete') awaitIdle();
  else window.addEventListener('load', awaitIdle, { once: true });
  return () => {
    window.removeEventListener('load', awaitIdle);
    if (idleHandle !== undefined) idle.cancelIdleCallback?.(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Plays a decorative film only after the page has loaded and settled, and never under reduced motion. The
 * served HTML carries no `autoplay`: the film's bytes and its decoding would otherwise compete with the page's own
 * scripts and first paint, and a prerendered `autoplay` would play for a visitor who asked for less motion.
 */
export function usePlayAfterLoad(video: RefObject<HTMLVideoElement | null>, enabled: boolean): void {
  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    if (!enabled) {
      element.pause();
      return undefined;
    }
    return whenLoadedAndSettled(() => {
      element.preload = 'auto';
      // A browser that refuses autoplay keeps the poster; nothing to report.
      void Promise.resolve()
        .then(() => element.play())
        .catch(() => undefined);
    });
  }, [video, enabled]);
}
