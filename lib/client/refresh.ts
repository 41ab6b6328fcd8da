// After a change (a form saved, a dialog action done) every list on screen asks its rows again:
// lists subscribe here, changes announce here.
const EVENT = 'console:lists-changed';

export function refreshLists(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `refresh` on every announced change; returns the unsubscribe. */
export function onListsChanged(refresh: () => void): () => void {
  window.addEventListener(EVENT, refresh);
  return () => window.removeEventListener(EVENT, refresh);
}
