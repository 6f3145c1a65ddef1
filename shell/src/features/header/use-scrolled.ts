import { useEffect, useState } from 'react';

function scrolledPast(threshold: number): boolean {
  return typeof window !== 'undefined' && window.scrollY > threshold;
}

/** True once the page has scrolled more than `threshold` pixels down. */
export function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(() => scrolledPast(threshold));
  useEffect(() => {
    const update = () => setScrolled(scrolledPast(threshold));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
