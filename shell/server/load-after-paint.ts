import { EARLY_CLICKS_SCRIPT } from './early-clicks';

/** Where the server serves LOAD_AFTER_PAINT_SCRIPT, and the id of the JSON block it reads. */
export const LOAD_AFTER_PAINT_PATH = '/load-after-paint.js';
export const AFTER_PAINT_ASSETS_ID = 'after-paint-assets';

/**
 * Sent with prerendered pages instead of the entry script tag and preload links, with the early-click replay
 * (early-clicks.ts): once the browser has painted
 * the prerendered copy (its first contentful paint), it adds the preloads and the shell's entry script (in order, not async), so the first
 * paint never shares the connection with the JavaScript. Plain ES2015, no inline code: the CSP stays strict.
 */
const START_AFTER_PAINT_SCRIPT = `(function () {
  var block = document.getElementById('${AFTER_PAINT_ASSETS_ID}');
  if (!block) return;
  var assets = JSON.parse(block.textContent || '{}');
  // One insertion for all of them: each change to the head makes the browser recheck the page's styles.
  function start() {
    var batch = document.createDocumentFragment();
    (assets.preload || []).forEach(function (hint) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.href = hint.href;
      link.as = hint.as;
      if (hint.as === 'fetch') link.crossOrigin = 'anonymous';
      batch.appendChild(link);
    });
    (assets.scripts || []).forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      batch.appendChild(script);
    });
    document.head.appendChild(batch);
  }
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  }
  // After the browser reports its first contentful paint; a frame later where it cannot say, and in any case
  // within two seconds, so a page that paints nothing still gets its scripts.
  if (typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) startOnce();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () { requestAnimationFrame(startOnce); });
  }
  setTimeout(startOnce, 2000);
})();
`;

export const LOAD_AFTER_PAINT_SCRIPT = EARLY_CLICKS_SCRIPT + START_AFTER_PAINT_SCRIPT;
