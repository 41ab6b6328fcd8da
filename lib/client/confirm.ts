// The imperative confirm() and prompt() store: non-React code (the export download, an edit
// prompt) can ask a question that <ConfirmHost /> (components/ui/confirm.tsx) renders as a dialog.
// One question at a time.

export interface ConfirmOptions {
  title?: string;
  message: string;
  okText?: string;
  cancelText?: string;
  /** Label and value pairs shown under the message: what the question is about. */
  details?: ReadonlyArray<readonly [string, string]>;
  /** A prompt: one text input, checked before OK is accepted. */
  input?: {
    label: string;
    value?: string;
    maxLength?: number;
    /** The message that refuses the value, or null to accept it. */
    validate?: (value: string) => string | null;
  };
}

export interface PendingConfirm extends ConfirmOptions {
  resolve: (answer: string | null) => void;
  /** Tells one question from the next, even when they read the same. */
  seq: number;
}

let pending: PendingConfirm | null = null;
let seq = 0;
let hosts = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function ask(options: ConfirmOptions): Promise<string | null> {
  pending?.resolve(null);
  return new Promise<string | null>((resolve) => {
    pending = { ...options, resolve, seq: ++seq };
    emit();
  });
}

/** Asks the operator; resolves true on OK, false on cancel, Esc or close. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  // Without a mounted host (a page outside the shell) fall back to the browser's own dialog.
  if (hosts === 0 && typeof window !== 'undefined') {
    return Promise.resolve(window.confirm(options.message));
  }
  return ask(options).then((a) => a !== null);
}

/** Asks for a value; resolves it (validated) on OK, null on cancel, Esc or close. */
export function prompt(options: ConfirmOptions & { input: NonNullable<ConfirmOptions['input']> }): Promise<string | null> {
  return ask(options);
}

export function settleConfirm(answer: string | null): void {
  const p = pending;
  pending = null;
  emit();
  p?.resolve(answer);
}

/** For the host: counts mounted hosts so confirm() knows whether a dialog can be shown. */
export function subscribeConfirm(listener: () => void): () => void {
  listeners.add(listener);
  hosts++;
  return () => {
    listeners.delete(listener);
    hosts--;
  };
}

export function getPendingConfirm(): PendingConfirm | null {
  return pending;
}

export function getServerPendingConfirm(): PendingConfirm | null {
  return null;
}
