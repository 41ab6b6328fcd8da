'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { dialogStack, encodeTarget } from '@/lib/client/url';
// Installs the Back guard of dirty forms before the router's own popstate listener (issue #53).
import '@/lib/client/leave-guard';

// The dialog engine's code (tabs, forms, react-hook-form, the upload tile) loads when a dialog
// first opens: every page carries the host, few pages open a dialog before a click.
const EntityDialog = dynamic(() => import('./entity-dialog').then((m) => m.EntityDialog));
const FormDialog = dynamic(() => import('./form-dialog').then((m) => m.FormDialog));

/**
 * The open dialogs, from the URL (`?dlg=member:5A3C060890:2&dlg=psam:…`): a reload or a shared link
 * reopens the same dialogs on the same tabs; each closes back to the one beneath.
 */
export function DialogHost() {
  const stack = dialogStack(useSearchParams());
  return stack.map((t, i) => {
    const top = i === stack.length - 1;
    const key = `${i}:${encodeTarget(t).split(':').slice(0, 2).join(':')}`;
    return t.kind === 'dialog' ? (
      <EntityDialog key={key} entity={t.entity} id={t.id} tab={t.tab} top={top} with={t.with} />
    ) : (
      <FormDialog key={key} form={t.form} id={t.id} top={top} />
    );
  });
}
