import { PAGE_SHOWN_EVENT } from '@solar/shared-contracts';
import { HYDRATING_ATTRIBUTE, LIVE_ATTRIBUTE } from '../src/app/page-state';

/**
 * Part of the first script of a prerendered page. A click on the server's HTML before the live app can handle it
 * (its code has not arrived, or React stopped the click because that part of the page is still waiting for its
 * code) is remembered and made again once the page is live, so an early click on a question opens its answer.
 * Links, form controls and labels are left alone: the browser handles those without any script, and clicking a
 * checkbox twice would undo it. What a visitor types, ticks or picks in a form field meanwhile is remembered too:
 * the live app starts from the form's own state, so each field left different is set again, as the visitor left it,
 * through the events the app listens to (a box ticked on /donate then opens its declaration). Plain ES2015, no
 * inline code: the CSP stays strict.
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
  var FIELDS = 'input, select, textarea';
  var edits = [];
  function rememberEdit(event) {
    var field = event.target;
    if (replaying || root.hasAttribute('${LIVE_ATTRIBUTE}') || !(field instanceof Element) || !field.matches(FIELDS)) return;
    edits = edits.filter(function (edit) { return edit.field !== field; });
    edits.push({ field: field, value: field.value, checked: field.checked });
  }
  document.addEventListener('input', rememberEdit, true);
  document.addEventListener('change', rememberEdit, true);
  function restore(edit) {
    var field = edit.field;
    if (!field.isConnected) return;
    if (field.type === 'checkbox' || field.type === 'radio') {
      if (field.checked !== edit.checked && (edit.checked || field.type === 'checkbox')) field.click();
      return;
    }
    if (field.value === edit.value) return;
    // The prototype's setter, so the app sees a change and not a value it set itself.
    var proto = Object.getPrototypeOf(field);
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(field, edit.value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  function replay() {
    var clicks = pending;
    var fieldEdits = edits;
    pending = [];
    edits = [];
    replaying = true;
    fieldEdits.forEach(restore);
    clicks.forEach(function (target) {
      if (target.isConnected) target.click();
    });
    replaying = false;
  }
  window.addEventListener('${PAGE_SHOWN_EVENT}', function () { setTimeout(replay, 0); }, { once: true });
})();
`;
