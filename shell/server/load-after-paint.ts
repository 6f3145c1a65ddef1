/** Where the server serves LOAD_AFTER_PAINT_SCRIPT, and the id of the JSON block it reads. */
export const LOAD_AFTER_PAINT_PATH = '/load-after-paint.js';
export const AFTER_PAINT_ASSETS_ID = 'after-paint-assets';

/**
 * Sent with prerendered pages instead of the entry script tag and preload links: once the browser has painted
 * the prerendered copy, it adds the preloads and the shell's entry script (in order, not async), so the first
 * paint never shares the connection with the JavaScript. Plain ES2015, no inline code: the CSP stays strict.
 */
export const LOAD_AFTER_PAINT_SCRIPT = `(function () {
  var block = document.getElementById('${AFTER_PAINT_ASSETS_ID}');
  if (!block) return;
  var assets = JSON.parse(block.textContent || '{}');
  function start() {
    (assets.preload || []).forEach(function (hint) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.href = hint.href;
      link.as = hint.as;
      if (hint.as === 'fetch') link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    });
    (assets.scripts || []).forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;
