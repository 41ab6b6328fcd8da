// The browser's Back over a form with unsaved changes (issue #53): the form lives in the URL, so
// Back would close it and drop what was typed. While a dirty form is open, a step through history
// that would close it is held and the form's question asked; on 确定 the step is taken again and let
// through. Where the browser has the Navigation API the step is cancelled before it happens (the
// router re-renders on a traversal before any popstate listener runs); elsewhere the popstate is
// caught and the form's address put back.
import { dialogStack, encodeTarget } from './url';

interface Guard {
  /** The form's `dlg` value. */
  target: string;
  /** The address the form was open at. */
  here: string;
  /** The form's question: true to leave. */
  ask: () => Promise<boolean>;
}

/** The part of the Navigation API used here (not in every TypeScript DOM library). */
interface TraverseEvent extends Event {
  navigationType: string;
  cancelable: boolean;
  destination: { url: string };
}

const guards: Guard[] = [];
let passing = false;
let asking = false;

/** The dirty form a step to `search` would close, if any. */
function closing(search: string): Guard | undefined {
  const open = new Set(dialogStack(new URLSearchParams(search)).map(encodeTarget));
  return guards.findLast((g) => !open.has(g.target));
}

function ask(guard: Guard): void {
  if (asking) return;
  asking = true;
  void guard.ask().then((leave) => {
    asking = false;
    if (!leave) return;
    passing = true;
    window.history.back();
  });
}

function onNavigate(e: Event): void {
  const nav = e as TraverseEvent;
  if (nav.navigationType !== 'traverse') return;
  if (passing) {
    passing = false;
    return;
  }
  const guard = closing(new URL(nav.destination.url).search);
  if (!guard || !nav.cancelable) return;
  e.preventDefault();
  ask(guard);
}

function onPop(e: PopStateEvent): void {
  if (passing) {
    passing = false;
    return;
  }
  const guard = closing(window.location.search);
  if (!guard) return;
  e.stopImmediatePropagation();
  window.history.pushState(null, '', guard.here);
  ask(guard);
}

if (typeof window !== 'undefined') {
  const navigation = (window as { navigation?: EventTarget }).navigation;
  if (navigation) navigation.addEventListener('navigate', onNavigate);
  else window.addEventListener('popstate', onPop, { capture: true });
}

/** Holds Back while the form is dirty; returns the release. */
export function guardLeaving(guard: Guard): () => void {
  guards.push(guard);
  return () => {
    const at = guards.indexOf(guard);
    if (at >= 0) guards.splice(at, 1);
  };
}
