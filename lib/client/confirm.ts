// The imperative confirm() store: non-React code (the export download) can ask a question that
// <ConfirmHost /> (components/ui/confirm.tsx) renders as a dialog. One question at a time.

export interface ConfirmOptions {
  title?: string;
  message: string;
  okText?: string;
  cancelText?: string;
}

export interface PendingConfirm extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

let pending: PendingConfirm | null = null;
let hosts = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Asks the operator; resolves true on OK, false on cancel, Esc or close. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  // Without a mounted host (a page outside the shell) fall back to the browser's own dialog.
  if (hosts === 0 && typeof window !== 'undefined') {
    return Promise.resolve(window.confirm(options.message));
  }
  pending?.resolve(false);
  return new Promise<boolean>((resolve) => {
    pending = { ...options, resolve };
    emit();
  });
}

export function settleConfirm(ok: boolean): void {
  const p = pending;
  pending = null;
  emit();
  p?.resolve(ok);
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
