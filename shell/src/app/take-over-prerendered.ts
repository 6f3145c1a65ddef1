import { PAGE_SHOWN_EVENT } from '@solar/shared-contracts';
import { PRERENDERED_ID } from './prerender-frames';

/** A remote too old to announce its page must not leave the live app hidden for long. */
const LATEST_TAKEOVER_MS = 8_000;

/**
 * When the server sent a prerendered copy of the page, the live app renders hidden in `root` and replaces the
 * copy once the page's own content is on screen, so the visitor sees one page throughout with nothing shifting.
 * True when there is a copy to take over.
 */
export function takeOverPrerendered(root: HTMLElement): boolean {
  const prerendered = document.getElementById(PRERENDERED_ID);
  if (!prerendered) return false;
  let done = false;
  const takeOver = () => {
    if (done) return;
    done = true;
    window.removeEventListener(PAGE_SHOWN_EVENT, takeOver);
    prerendered.remove();
    root.hidden = false;
  };
  window.addEventListener(PAGE_SHOWN_EVENT, takeOver);
  window.setTimeout(takeOver, LATEST_TAKEOVER_MS);
  return true;
}
