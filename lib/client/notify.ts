// A module-level notification store: callable from anywhere on the client (fetcher, forms,
// dialogs) without a React context; <Notifier /> in the shell subscribes and renders it.
import { businessErrorText, NOTICE_TITLE, NOTIFY_DURATION_MS } from '@/lib/errors/classify';

export type NoticeType = 'error' | 'warning' | 'success' | 'info';

export interface NoticeInput {
  type: NoticeType;
  title?: string;
  message: string;
  code?: string | number;
  /** ms before it closes itself; 0 keeps it until dismissed. Default 5000. */
  duration?: number;
}

export interface Notice {
  id: number;
  type: NoticeType;
  title: string;
  message: string;
  duration: number;
  /** How many times the same notice was raised while shown (four uploads: one 上传成功 ×4). */
  count: number;
}

/** At most this many notices show at once: older ones go, so the stack never reaches a dialog's buttons. */
export const MAX_NOTICES = 3;

type Listener = () => void;

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const EMPTY: readonly Notice[] = [];

function emit() {
  for (const l of listeners) l();
}

export function notify(input: NoticeInput): number {
  const duration = input.duration ?? NOTIFY_DURATION_MS;
  const title = input.title ?? NOTICE_TITLE;
  const message = businessErrorText(input.message, input.code);
  // The same notice again while it shows: counted on the one shown, its time starting again.
  const same = notices.find((n) => n.type === input.type && n.title === title && n.message === message);
  const id = same?.id ?? nextId++;
  const notice: Notice = { id, type: input.type, title, message, duration, count: (same?.count ?? 0) + 1 };
  const t = timers.get(id);
  if (t) clearTimeout(t);
  timers.delete(id);
  notices = [...notices.filter((n) => n.id !== id), notice];
  for (const old of notices.slice(0, Math.max(0, notices.length - MAX_NOTICES))) dismiss(old.id);
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismiss(id), duration),
    );
  emit();
  return id;
}

export function dismiss(id: number): void {
  const t = timers.get(id);
  if (t) clearTimeout(t);
  timers.delete(id);
  if (!notices.some((n) => n.id === id)) return;
  notices = notices.filter((n) => n.id !== id);
  emit();
}

export function subscribeNotices(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getNotices(): readonly Notice[] {
  return notices;
}

/** Server snapshot: nothing is ever rendered on the server. */
export function getServerNotices(): readonly Notice[] {
  return EMPTY;
}
