'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { confirm } from '@/lib/client/confirm';
import { api, ApiError, withCode } from '@/lib/client/fetcher';
import { idempotencyKey, settleIdempotency } from '@/lib/client/idempotency';
import { notify } from '@/lib/client/notify';
import { onDemand } from '@/lib/client/on-demand';
import { openDialog } from '@/lib/client/url';
import { NOTICE_TITLE } from '@/lib/errors/texts';
import type { Row } from '@/lib/list/cell-text';
import type { ActionView } from '@/lib/list/view';
import type { RoleType } from '@/lib/access/gate';

/** Where actions run: a list (its id) or a dialog (its entity), for whom. */
export interface ActionHost {
  id: string;
  roleType: RoleType;
}

function applies(action: ActionView, row: Row | null): boolean {
  if (!action.when || !row) return true;
  return action.when.values.map(String).includes(String(row[action.when.field]));
}

/** Runs one action for a row (or, from the toolbar, for none). */
async function run(action: ActionView, row: Row | null, view: ActionHost, onDone: () => void): Promise<void> {
  const id = row && 'idKey' in action && action.idKey ? String(row[action.idKey] ?? '') : '';
  if (action.kind === 'dialog') return openDialog({ kind: 'dialog', entity: action.dialog, id });
  if (action.kind === 'form') return openDialog({ kind: 'form', form: action.form, ...(id ? { id } : {}) });
  if (action.kind === 'goto') {
    // Spec 01 §2: the target screen takes the id from session storage (its list's sessionKey).
    sessionStorage.setItem(action.storageKey, id);
    window.location.assign(withCode(`/${window.location.pathname.startsWith('/BIZ_') ? 'BIZ_' : ''}${action.screen}`));
    return;
  }
  const call = action.call!;
  const hasSlot = call.path.includes('{id}');
  const path = hasSlot ? call.path.replace('{id}', encodeURIComponent(id)) : call.path;
  const body = { ...(hasSlot || !row ? {} : { [action.idKey]: row[action.idKey] }), ...(action.kind === 'call' ? action.body : {}) };
  if (action.kind === 'download') {
    const { download } = await onDemand(() => import('@/lib/client/download'));
    const name = String(row?.[action.nameKey ?? 'fileName'] ?? row?.reportName ?? action.label);
    await download(path, body, { name, roleType: view.roleType, method: call.method === 'GET' ? 'GET' : 'POST' });
    return;
  }
  if (action.confirm && !(await confirm({ title: NOTICE_TITLE, message: action.confirm }))) return;
  const slot = `${view.id}:${action.id}:${id}`;
  try {
    await api(path, { body, method: call.method, idempotencyKey: call.idempotent ? idempotencyKey(slot, body) : undefined });
  } catch (error) {
    // api() notified the failure; a business refusal settles the operation, a lost answer does not.
    if (error instanceof ApiError && error.status !== -1) settleIdempotency(slot);
    return;
  }
  settleIdempotency(slot);
  notify({ type: 'success', message: '操作成功' });
  onDone();
}

function ActionButton({ action, row, view, onDone }: { action: ActionView; row: Row | null; view: ActionHost; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      variant={row ? 'text' : 'default'}
      data-action={action.id}
      loading={busy}
      onClick={() => {
        setBusy(true);
        run(action, row, view, onDone)
          .catch(() => {} /* onDemand notified */)
          .finally(() => setBusy(false));
      }}
    >
      {action.label}
    </Button>
  );
}

export function RowActions({
  actions,
  row,
  view,
  onDone,
}: {
  actions: readonly ActionView[];
  row: Row;
  view: ActionHost;
  onDone: () => void;
}) {
  return (
    <span className="flex gap-1">
      {actions
        .filter((a) => applies(a, row))
        .map((a) => (
          <ActionButton key={a.id} action={a} row={row} view={view} onDone={onDone} />
        ))}
    </span>
  );
}

/** Toolbar actions beside Query and Reset (新增 …). */
export function ToolActions({ actions, view, onDone }: { actions: readonly ActionView[]; view: ActionHost; onDone: () => void }) {
  return actions.map((a) => <ActionButton key={a.id} action={a} row={null} view={view} onDone={onDone} />);
}
