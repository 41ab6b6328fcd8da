'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { getPendingConfirm, getServerPendingConfirm, subscribeConfirm } from '@/lib/client/confirm';

export { confirm, type ConfirmOptions, prompt } from '@/lib/client/confirm';

// The question's dialog loads with the first question asked.
const Question = dynamic(() => import('./question').then((m) => m.Question));

/** Mount once in a layout; renders the question of the current confirm() or prompt() call. */
export function ConfirmHost() {
  const current = useSyncExternalStore(subscribeConfirm, getPendingConfirm, getServerPendingConfirm);
  return current ? <Question key={current.seq} current={current} /> : null;
}
