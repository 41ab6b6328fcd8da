'use client';

import dynamic from 'next/dynamic';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { notify } from '@/lib/client/notify';
import { onDemand } from '@/lib/client/on-demand';
import type { Row } from '@/lib/list/cell-text';
import type { ActionView } from '@/lib/list/view';
import type { ActionHost } from './row-actions';
import type { RowButton } from './rows-html';

// The row actions of a table whose body is HTML (components/list/rows-html.ts): the actions become
// row buttons, a click runs the action (its code loads on the first click) with the button marked
// busy, and a widget action's modal lives here, so it stays open when its row changes or goes.
const WidgetModal = dynamic(() => import('./row-actions').then((m) => m.WidgetModal));

type WidgetAction = Extract<ActionView, { kind: 'widget' }>;

export interface RowActionsWiring {
  buttons: readonly RowButton[] | undefined;
  onButton: (id: string, row: Row, button: HTMLButtonElement) => void;
  /** The open widget's modal, to render beside the table. */
  modal: ReactNode;
}

export function useRowActions(
  actions: readonly ActionView[],
  host: ActionHost,
  onDone: () => void,
  /** The record hosting the table (a dialog's `{memberId}`), handed to a widget. */
  scope?: Readonly<Record<string, string>>,
): RowActionsWiring {
  const [widget, setWidget] = useState<{ action: WidgetAction; id: string } | null>(null);
  const buttons = useMemo(() => (actions.length ? actions.map((a) => ({ id: a.id, label: a.label, when: a.when })) : undefined), [actions]);
  const onButton = useCallback(
    (id: string, row: Row, button: HTMLButtonElement) => {
      const action = actions.find((a) => a.id === id);
      if (!action || button.disabled) return;
      if (action.kind === 'widget') {
        const key = String(row[action.idKey] ?? '');
        // A row without the id gets the warning and no call (spec 02 §4 'authentication id is empty').
        if (!key) return notify({ type: 'warning', message: action.missing ?? '缺少编号' });
        return setWidget({ action, id: key });
      }
      button.disabled = true;
      button.setAttribute('aria-busy', 'true');
      onDemand(() => import('./row-actions'))
        .then((m) => m.runAction(action, row, host, onDone))
        .catch(() => {} /* onDemand and the action notified */)
        .finally(() => {
          button.disabled = false;
          button.removeAttribute('aria-busy');
        });
    },
    [actions, host, onDone],
  );
  const modal = widget && (
    <WidgetModal action={widget.action} id={widget.id} scope={scope} onClose={() => setWidget(null)} onDone={onDone} />
  );
  return { buttons, onButton, modal };
}
