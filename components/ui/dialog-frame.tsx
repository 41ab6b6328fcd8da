'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import type { DialogProps } from './dialog-props';

/**
 * Radix keeps one focus-scope stack for all dialogs, and with three or more dialogs stacked from
 * the URL (order → bills → bill → fee rule) a lower one can end up the active trap and pull focus
 * out of the top one: its inputs would not take focus. Focus moving inside any dialog therefore
 * stops at <html>, before the traps' listeners on the document; React, listening on <body>, still
 * sees it. The top dialog keeps Tab looping (a key handler) and the outside stays inert.
 */
function isolateDialogFocus(): void {
  const root = document.documentElement;
  if (root.dataset.dialogFocus) return;
  root.dataset.dialogFocus = 'isolated';
  const stop = (e: FocusEvent) => {
    if (e.target instanceof Element && e.target.closest('[role=dialog]')) e.stopPropagation();
  };
  root.addEventListener('focusin', stop);
  root.addEventListener('focusout', stop);
}
if (typeof document !== 'undefined') isolateDialogFocus();

/** Element-style centred dialog on Radix: focus trap, Esc to close, labelled by its title. */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  width = '480px',
  footer,
  children,
  modalLock = false,
  drawer = false,
}: DialogProps) {
  // Dialogs open from the URL and from code, not from a Radix trigger: on closing, focus goes back
  // to whatever had it when the dialog opened (the id cell, the action button).
  const returnTo = useRef(typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null));
  // Only the lowest open dialog shades the page; one stacked on it adds no second shade over the
  // page but dims the dialog beneath and hides its title and × (app/globals.css).
  const [stacked] = useState(() => typeof document !== 'undefined' && document.querySelector('[data-dialog-overlay]') !== null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay data-dialog-overlay="" className={`fixed inset-0 z-[900] ${stacked ? 'bg-transparent' : 'bg-black/40'}`} />
        <RadixDialog.Content
          style={{ width, maxWidth: 'calc(100vw - 32px)' }}
          onPointerDownOutside={modalLock ? (e) => e.preventDefault() : undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            if (returnTo.current?.isConnected) returnTo.current.focus();
          }}
          data-drawer={drawer || undefined}
          className={
            drawer
              ? 'fixed right-0 top-0 z-[901] flex h-full flex-col bg-white shadow-xl focus:outline-none'
              : 'fixed left-1/2 top-[10vh] z-[901] flex max-h-[80vh] -translate-x-1/2 flex-col rounded-md bg-white shadow-xl focus:outline-none'
          }
        >
          <div data-dialog-head="" className="flex items-center justify-between border-b border-gray-200 px-5 py-3">
            <RadixDialog.Title className="text-base font-semibold text-gray-900">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="关闭"
              className="h-6 w-6 rounded text-lg leading-none text-gray-500 hover:bg-gray-100 hover:text-gray-700"
            >
              ×
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="px-5 pt-4 text-sm text-gray-600">{description}</RadixDialog.Description>
          ) : (
            // Radix warns when a dialog has neither a description nor an explicit opt-out.
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="min-h-0 flex-1 overflow-auto px-5 py-4">{children}</div>
          {footer && <div className="flex justify-end gap-2 border-t border-gray-200 px-5 py-3">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
