/**
 * Loads the tab's address from the server as a new document. The router has already put it in the address bar, so
 * this is a reload: assigning the same address would only scroll to its #section when it has one, and one without
 * it would lose the section. A module of its own so tests can replace it: jsdom cannot leave the page.
 */
export function loadFromServer(): void {
  window.location.reload();
}
