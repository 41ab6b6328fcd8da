'use client';

import dynamic from 'next/dynamic';
import type { DialogProps } from './dialog-props';

export type { DialogProps };

// The frame (Radix: focus trap, scroll lock, portal; 13 KB gzip) loads when a dialog first opens,
// so pages whose dialogs stay closed (every list screen until a click) do not send it up front.
// A closed dialog renders nothing, as Radix's closed dialog did.
const DialogFrame = dynamic(() => import('./dialog-frame').then((m) => m.DialogFrame), { ssr: false });

/** Element-style centred dialog: focus trap, Esc to close, labelled by its title. */
export function Dialog(props: DialogProps) {
  return props.open ? <DialogFrame {...props} /> : null;
}
