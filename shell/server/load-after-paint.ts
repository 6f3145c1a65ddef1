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
  // Each preload starts a request as it is inserted (about a millisecond apiece on a slow phone), so they go in
  // a few at a time, one batch per task; each batch is one insertion, as each change to the head makes the
  // browser recheck the page's styles. The scripts follow the last batch.
  var PRELOADS_PER_TASK = 5;
  function preloadLink(hint) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.href = hint.href;
    link.as = hint.as;
    return link;
  }
  function insertScripts() {
    var batch = document.createDocumentFragment();
    (assets.scripts || []).forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      batch.appendChild(script);
    });
    document.head.appendChild(batch);
  }
  function start(from) {
    var hints = assets.preload || [];
    var batch = document.createDocumentFragment();
    hints.slice(from, from + PRELOADS_PER_TASK).forEach(function (hint) {
      batch.appendChild(preloadLink(hint));
    });
    document.head.appendChild(batch);
    if (from + PRELOADS_PER_TASK < hints.length) setTimeout(start, 0, from + PRELOADS_PER_TASK);
    else insertScripts();
  }
  var started = false;
  function startOnce() {
    if (started) return;
    started = true;
    setTimeout(start, 0, 0);
  }
  function afterNextPaint(then) {
    requestAnimationFrame(function () { requestAnimationFrame(then); });
  }
  function observes(type) {
    return typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf(type) >= 0;
  }
  // A page's lead image (fetchpriority=high, as the home page's poster) is its largest paint: the scripts wait
  // until it has been drawn (it is decoded off the main thread, often a few frames after the text), so on a slow
  // connection they do not take its bandwidth.
  function afterLeadImage(then) {
    var image = document.querySelector('img[fetchpriority="high"]');
    if (!image) return then();
    image.addEventListener('error', then, { once: true });
    if (observes('largest-contentful-paint')) {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntries().some(function (entry) { return entry.element === image; })) return;
        observer.disconnect();
        then();
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    } else {
      image.decode().then(function () { afterNextPaint(then); }, then);
    }
  }
  // After the browser reports its first contentful paint; a frame later where it cannot say, and in any case
  // within two seconds, so a page that paints nothing, or whose image is slow, still gets its scripts.
  if (observes('paint')) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) afterLeadImage(startOnce);
    }).observe({ type: 'paint', buffered: true });
  } else {
    afterNextPaint(function () { afterLeadImage(startOnce); });
  }
  setTimeout(startOnce, 2000);
})();
`;

export const LOAD_AFTER_PAINT_SCRIPT = EARLY_CLICKS_SCRIPT + START_AFTER_PAINT_SCRIPT;
