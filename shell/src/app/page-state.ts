/**
 * Set on <html> once the live app has begun hydrating the server's HTML: from then on React receives clicks, and
 * drops (stops) those on a part whose code has not arrived yet.
 */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/** Set on <html> once the page's own content is live (PAGE_SHOWN_EVENT), so clicks reach it directly. */
export const LIVE_ATTRIBUTE = 'data-live';
