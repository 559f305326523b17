/**
 * Leaves the shop for another site's page (the card gateway's), replacing nothing: Back returns to the checkout. A
 * module of its own so tests can watch where the browser would go.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
