/**
 * Sends the browser to another site (PayPal's approval page). A module of its own so tests can replace it:
 * jsdom cannot leave the page.
 */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
