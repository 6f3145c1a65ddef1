import { PAGE_SHOWN_EVENT } from '@solar/shared-contracts';
import { HYDRATING_ATTRIBUTE, LIVE_ATTRIBUTE } from '../app/page-state';

/** What the browser handles without any script; clicking a checkbox twice would undo it. */
const NATIVE = 'a[href], input, select, textarea, label, summary, [contenteditable]';
const FIELDS = 'input, select, textarea';

type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Edit = { field: FormField; value: string; checked: boolean };

function isField(target: EventTarget | null): target is FormField {
  return target instanceof Element && target.matches(FIELDS);
}

function restore({ field, value, checked }: Edit) {
  if (!field.isConnected) return;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== checked && (checked || field.type === 'checkbox')) field.click();
    return;
  }
  if (field.value === value) return;
  // The prototype's setter, so the app sees a change and not a value it set itself.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** An SVG icon inside a button has no click(): it gets the event click() would send. */
function clickAgain(target: Element) {
  if (target instanceof HTMLElement) target.click();
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
}

/**
 * The first thing a prerendered page runs (decision 017). A click on the server's HTML before the live app can
 * handle it (its code has not arrived, or React stopped the click because that part of the page is still waiting
 * for its code) is remembered and made again once the page is live, so an early click on a question opens its
 * answer. Links, form controls and labels are left to the browser. What a visitor types, ticks or picks in a form
 * field meanwhile is remembered too: the live app starts from the form's own state, so each field left different is
 * set again, as the visitor left it, through the events the app listens to (a box ticked on /donate then opens its
 * declaration). `signal` removes every listener (tests).
 */
export function rememberEarlyClicks(signal?: AbortSignal): void {
  const root = document.documentElement;
  const isLive = () => root.hasAttribute(LIVE_ATTRIBUTE);
  let pending: Element[] = [];
  let edits: Edit[] = [];
  let replaying = false;

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (replaying || isLive() || !(target instanceof Element) || target.closest(NATIVE)) return;
      pending.push(target);
    },
    { capture: true, signal },
  );
  // Once React listens, a click it delivered bubbles up to the window; one it stopped does not.
  window.addEventListener(
    'click',
    (event) => {
      if (replaying || !root.hasAttribute(HYDRATING_ATTRIBUTE)) return;
      const index = pending.lastIndexOf(event.target as Element);
      if (index >= 0) pending.splice(index, 1);
    },
    { signal },
  );

  const rememberEdit = (event: Event) => {
    const field = event.target;
    if (replaying || isLive() || !isField(field)) return;
    edits = edits.filter((edit) => edit.field !== field);
    edits.push({ field, value: field.value, checked: field instanceof HTMLInputElement && field.checked });
  };
  document.addEventListener('input', rememberEdit, { capture: true, signal });
  document.addEventListener('change', rememberEdit, { capture: true, signal });

  const replay = () => {
    const clicks = pending;
    const fieldEdits = edits;
    pending = [];
    edits = [];
    replaying = true;
    fieldEdits.forEach(restore);
    clicks.filter((target) => target.isConnected).forEach(clickAgain);
    replaying = false;
  };
  window.addEventListener(PAGE_SHOWN_EVENT, () => setTimeout(replay, 0), { once: true, signal });
}
