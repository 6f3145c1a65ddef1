import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '@solar/shared-routing';

const HASH_RETRY_MS = 100;
const HASH_RETRY_LIMIT = 30;
const SETTLE_MS = 3_000;
const VISITOR_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps a #section target in view while the page above it is still filling in (a list read from the API after a
 * client-side move), until the page stops growing for a while or the visitor moves it themselves.
 */
function holdInView(target: HTMLElement): (() => void) | undefined {
  if (typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(() => target.scrollIntoView());
  const release = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const move of VISITOR_MOVES) window.removeEventListener(move, release);
  };
  const timer = window.setTimeout(release, SETTLE_MS);
  for (const move of VISITOR_MOVES) window.addEventListener(move, release, { passive: true });
  observer.observe(document.body);
  return release;
}

/** Remote pages arrive asynchronously, so a #section target is looked for until it appears. */
function scrollToHashTarget(id: string): () => void {
  let tries = 0;
  let release: (() => void) | undefined;
  const timer = window.setInterval(() => {
    const target = document.getElementById(id);
    tries += 1;
    if (target) {
      target.scrollIntoView();
      release = holdInView(target);
    }
    if (target || tries >= HASH_RETRY_LIMIT) window.clearInterval(timer);
  }, HASH_RETRY_MS);
  return () => {
    window.clearInterval(timer);
    release?.();
  };
}

/**
 * Every navigation starts at the top of the page, or at the section its #hash names. On arrival the browser has
 * placed the page already (a visitor may have scrolled the server's HTML before it went live), unless the #hash
 * target is still to come.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  const arrived = useRef(false);
  useLayoutEffect(() => {
    const target = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : '';
    const firstRender = !arrived.current;
    arrived.current = true;
    if (firstRender) return target && !document.getElementById(target) ? scrollToHashTarget(target) : undefined;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return target ? scrollToHashTarget(target) : undefined;
  }, [pathname, hash, key]);
  return null;
}
