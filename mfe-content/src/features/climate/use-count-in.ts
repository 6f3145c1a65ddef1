import { useEffect, useState } from 'react';

const COUNT_DURATION_MS = 1200;

/**
 * Progress from 0 to 1 for counting figures in: waits `delayMs`, then eases up over 1.2 s.
 * With `skip` (reduced motion) it is 1 at once.
 */
export function useCountIn(delayMs: number, skip: boolean): number {
  const [progress, setProgress] = useState(skip ? 1 : 0);

  useEffect(() => {
    if (skip) {
      setProgress(1);
      return undefined;
    }
    let frame = 0;
    let start = 0;
    const step = (now: number) => {
      if (!start) start = now;
      const t = Math.min(1, (now - start) / COUNT_DURATION_MS);
      setProgress(1 - Math.pow(1 - t, 3));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    const timer = setTimeout(() => {
      if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(step);
      else setProgress(1);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [delayMs, skip]);

  return progress;
}
