import { useEffect } from 'react';
import { PAGE_SHOWN_EVENT } from '@solar/shared-contracts';

/** Tells the shell a page's own content is on screen (see PAGE_SHOWN_EVENT). Renders nothing. */
export function PageShown() {
  useEffect(() => {
    window.dispatchEvent(new Event(PAGE_SHOWN_EVENT));
  }, []);
  return null;
}
