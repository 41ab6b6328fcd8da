'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** CSS width, e.g. '480px', '1200px' or '95%' (spec 01 §9 dialog widths). */
  width?: string;
  footer?: ReactNode;
  children?: ReactNode;
  /** Keep the dialog open on outside clicks (forms that would lose input). */
  modalLock?: boolean;
}

// The frame (Radix: focus trap, scroll lock, portal; 13 KB gzip) loads when a dialog first opens,
// so pages whose dialogs stay closed (every list screen until a click) do not send it up front.
// A closed dialog renders nothing, as Radix's closed dialog did.
const DialogFrame = dynamic(() => import('./dialog-frame').then((m) => m.DialogFrame), { ssr: false });

/** Element-style centred dialog: focus trap, Esc to close, labelled by its title. */
export function Dialog(props: DialogProps) {
  return props.open ? <DialogFrame {...props} /> : null;
}
