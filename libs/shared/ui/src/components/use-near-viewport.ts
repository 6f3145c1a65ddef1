import { useEffect, useState, type RefObject } from 'react';

/** How far below the fold an element counts as near: its code has time to arrive before it scrolls in. */
const NEAR = '400px';

/** True once `ref`'s element is on screen or within NEAR of it (at once where IntersectionObserver is missing). */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return undefined;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, near]);
  return near;
}
