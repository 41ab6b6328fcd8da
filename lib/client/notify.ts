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
}

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
  const id = nextId++;
  const duration = input.duration ?? NOTIFY_DURATION_MS;
  const notice: Notice = {
    id,
    type: input.type,
    title: input.title ?? NOTICE_TITLE,
    message: businessErrorText(input.message, input.code),
    duration,
  };
  notices = [...notices, notice];
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
