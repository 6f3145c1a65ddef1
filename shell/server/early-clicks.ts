import { PAGE_SHOWN_EVENT } from '@solar/shared-contracts';
import { HYDRATING_ATTRIBUTE, LIVE_ATTRIBUTE } from '../src/app/page-state';

/**
 * Part of the first script of a prerendered page. A click on the server's HTML before the live app can handle it
 * (its code has not arrived, or React stopped the click because that part of the page is still waiting for its
 * code) is remembered and made again once the page is live, so an early click on a question opens its answer.
 * Links, form controls and labels are left alone: the browser handles those without any script, and clicking a
 * checkbox twice would undo it. Plain ES2015, no inline code: the CSP stays strict.
 */
export const EARLY_CLICKS_SCRIPT = `(function () {
  var root = document.documentElement;
  var NATIVE = 'a[href], input, select, textarea, label, summary, [contenteditable]';
  var pending = [];
  var replaying = false;
  document.addEventListener('click', function (event) {
    var target = event.target;
    if (replaying || root.hasAttribute('${LIVE_ATTRIBUTE}') || !(target instanceof Element) || target.closest(NATIVE)) return;
    pending.push(target);
  }, true);
  // Once React listens, a click it delivered bubbles up to the window; one it stopped does not.
  window.addEventListener('click', function (event) {
    if (replaying || !root.hasAttribute('${HYDRATING_ATTRIBUTE}')) return;
    var index = pending.lastIndexOf(event.target);
    if (index >= 0) pending.splice(index, 1);
  });
  function replay() {
    var clicks = pending;
    pending = [];
    replaying = true;
    clicks.forEach(function (target) {
      if (target.isConnected) target.click();
    });
    replaying = false;
  }
  window.addEventListener('${PAGE_SHOWN_EVENT}', function () { setTimeout(replay, 0); }, { once: true });
})();
`;
