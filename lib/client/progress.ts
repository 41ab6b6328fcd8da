// The navigation progress bar's state (spec 01 §4: easing 'ease', 600 ms, no spinner, forced to
// finish after 5 s). Module-level so code that navigates with router.push can start it too.

export const PROGRESS_SPEED_MS = 600;
export const PROGRESS_EASING = 'ease';
export const PROGRESS_FORCE_DONE_MS = 5000;

export type ProgressPhase = 'idle' | 'running' | 'fading';
export interface ProgressState {
  phase: ProgressPhase;
  /** 0..1 */
  fraction: number;
}

const IDLE: ProgressState = Object.freeze({ phase: 'idle', fraction: 0 });
let state: ProgressState = IDLE;
let trickle: ReturnType<typeof setInterval> | null = null;
let force: ReturnType<typeof setTimeout> | null = null;
let hide: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function set(next: ProgressState) {
  state = next;
  listeners.forEach((l) => l());
}

function clearTimers() {
  if (trickle) clearInterval(trickle);
  if (force) clearTimeout(force);
  if (hide) clearTimeout(hide);
  trickle = force = hide = null;
}

export function startProgress(): void {
  if (state.phase === 'running') return;
  clearTimers();
  set({ phase: 'running', fraction: 0.08 });
  // Creep towards 90 % with shrinking steps; the real end comes from doneProgress().
  trickle = setInterval(() => {
    if (state.phase === 'running' && state.fraction < 0.9) {
      set({ phase: 'running', fraction: state.fraction + (0.9 - state.fraction) * 0.15 });
    }
  }, 400);
  force = setTimeout(doneProgress, PROGRESS_FORCE_DONE_MS);
}

export function doneProgress(): void {
  if (state.phase !== 'running') return;
  clearTimers();
  // Run to the end, then fade out at full width, then reset unseen.
  set({ phase: 'running', fraction: 1 });
  hide = setTimeout(() => {
    set({ phase: 'fading', fraction: 1 });
    hide = setTimeout(() => set(IDLE), PROGRESS_SPEED_MS);
  }, PROGRESS_SPEED_MS);
}

export function subscribeProgress(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function getProgress(): ProgressState {
  return state;
}

export function getServerProgress(): ProgressState {
  return IDLE;
}
