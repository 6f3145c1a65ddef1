import { AFTER_PAINT_ASSETS_ID, type AfterPaintAssets, type PreloadHint } from './after-paint-assets';

/**
 * Each preload starts a request as it is inserted (about a millisecond apiece on a slow phone), so they go in a few
 * at a time, one batch per task; each batch is one insertion, as each change to the head makes the browser recheck
 * the page's styles (decision 034). The scripts follow the last batch.
 */
const PRELOADS_PER_TASK = 5;
/** However late or missing the paint and the lead image, the scripts start by then. */
const LATEST_START_MS = 2000;

function preloadLink(hint: PreloadHint): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.href = hint.href;
  link.as = hint.as;
  return link;
}

/** The entry scripts, run in order (not async) as the tag the server took out would have. */
function insertScripts(sources: readonly string[]) {
  const batch = document.createDocumentFragment();
  for (const src of sources) {
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    batch.appendChild(script);
  }
  document.head.appendChild(batch);
}

function insertFrom(assets: Partial<AfterPaintAssets>, from: number) {
  const hints = assets.preload ?? [];
  const batch = document.createDocumentFragment();
  for (const hint of hints.slice(from, from + PRELOADS_PER_TASK)) batch.appendChild(preloadLink(hint));
  document.head.appendChild(batch);
  if (from + PRELOADS_PER_TASK < hints.length) setTimeout(insertFrom, 0, assets, from + PRELOADS_PER_TASK);
  else insertScripts(assets.scripts ?? []);
}

function afterNextPaint(then: () => void) {
  requestAnimationFrame(() => requestAnimationFrame(then));
}

function observes(type: string): boolean {
  return typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes(type);
}

/**
 * A page's lead image (fetchpriority=high, as the home page's poster) is its largest paint: the scripts wait until
 * it has been drawn (it is decoded off the main thread, often a few frames after the text), so on a slow
 * connection they do not take its bandwidth (decision 037).
 */
function afterLeadImage(then: () => void) {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!image) return then();
  image.addEventListener('error', then, { once: true });
  if (observes('largest-contentful-paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === image)) return;
      observer.disconnect();
      then();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    image.decode().then(() => afterNextPaint(then), then);
  }
}

/** After the browser reports its first contentful paint; a frame later where it cannot say. */
function afterFirstPaint(then: () => void) {
  if (observes('paint')) {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) then();
    }).observe({ type: 'paint', buffered: true });
  } else {
    afterNextPaint(then);
  }
}

/**
 * Sent with prerendered pages instead of the entry script tag and preload links (decision 012): once the browser has
 * painted the prerendered copy (and its lead image), it adds the preloads and the shell's entry script, so the first
 * paint never shares the connection with the JavaScript. Reads the list from the page's data block; a page without
 * one is left alone.
 */
export function startAfterPaint(): void {
  const block = document.getElementById(AFTER_PAINT_ASSETS_ID);
  if (!block) return;
  const assets = JSON.parse(block.textContent || '{}') as Partial<AfterPaintAssets>;
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    setTimeout(insertFrom, 0, assets, 0);
  };
  afterFirstPaint(() => afterLeadImage(startOnce));
  setTimeout(startOnce, LATEST_START_MS);
}
