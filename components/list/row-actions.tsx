'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { confirm } from '@/lib/client/confirm';
import { api, ApiError } from '@/lib/client/fetcher';
import { idempotencyKey, settleIdempotency } from '@/lib/client/idempotency';
import { notify } from '@/lib/client/notify';
import { onDemand } from '@/lib/client/on-demand';
import { openDialog } from '@/lib/client/url';
import { NOTICE_TITLE } from '@/lib/errors/texts';
import type { Row } from '@/lib/list/cell-text';
import type { ActionView } from '@/lib/list/view';
import type { RoleType } from '@/lib/access/gate';
import { previewSrc } from '@/lib/widgets/image';

// Only the tag-binding toolbar action draws the tag picker: it loads on that action's click.
const TagPicker = dynamic(() => import('@/components/widgets/tag-picker').then((m) => m.TagPicker));

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
  if (action.kind === 'bindTags') return; // drawn by BindTagsButton, never run as a plain action
  const id = row && 'idKey' in action && action.idKey ? String(row[action.idKey] ?? '') : '';
  if (action.warnUnless && row && !action.warnUnless.values.map(String).includes(String(row[action.warnUnless.field]))) {
    notify({ type: 'warning', title: NOTICE_TITLE, message: action.warnUnless.message });
    return;
  }
  if (action.kind === 'dialog') return openDialog({ kind: 'dialog', entity: action.dialog, id });
  if (action.kind === 'form') return openDialog({ kind: 'form', form: action.form, ...(id ? { id } : {}) });
  const call = action.call!;
  const hasSlot = call.path.includes('{id}');
  const path = hasSlot ? call.path.replace('{id}', encodeURIComponent(id)) : call.path;
  const body = hasSlot || !row ? {} : { [action.idKey]: row[action.idKey] };
  if (action.kind === 'download') {
    const { download } = await onDemand(() => import('@/lib/client/download'));
    const name = String(row?.[action.nameKey ?? 'fileName'] ?? row?.reportName ?? action.label);
    await download(path, body, { name, roleType: view.roleType, method: call.method === 'GET' ? 'GET' : 'POST' });
    return;
  }
  if (action.kind === 'open' || action.kind === 'show') {
    // A look-up: its answer field is a file to open or a text to show (spec 02 §2 receipt, base-station address).
    let answer: Record<string, unknown> | null;
    try {
      answer = await api<Record<string, unknown>>(path, { body, method: call.method });
    } catch {
      return;
    }
    const value = String(answer?.[action.field] ?? '');
    if (action.kind === 'show') await confirm({ title: action.title, message: value || '-', cancelText: '关闭' });
    else if (previewSrc(value)) window.open(previewSrc(value), '_blank', 'noopener');
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
  notify({ type: 'success', message: action.success ?? '操作成功' });
  onDone();
}

/** Binds the picked tags to every merchant the current search finds (spec 02 §2 标记筛选商户). */
function BindTagsButton({
  action,
  body,
  onDone,
}: {
  action: Extract<ActionView, { kind: 'bindTags' }>;
  body: Record<string, unknown>;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button data-action={action.id} onClick={() => setOpen(true)}>
        {action.label}
      </Button>
      {open && (
        <TagPicker
          open
          onOpenChange={setOpen}
          custGroups={[...action.custGroups]}
          confirmLabel="绑定标签"
          onConfirm={async (r) => {
            try {
              await api(action.call!.path, { body: { ...body, [action.field]: r.value }, method: action.call!.method });
            } catch {
              return; // notified; the picker stays open
            }
            setOpen(false);
            notify({ type: 'success', message: '绑定标签成功' });
            onDone();
          }}
        />
      )}
    </>
  );
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

/** Toolbar actions beside Query and Reset (新增 …); `body` is the current search (without paging). */
export function ToolActions({
  actions,
  view,
  onDone,
  body = {},
}: {
  actions: readonly ActionView[];
  view: ActionHost;
  onDone: () => void;
  body?: Record<string, unknown>;
}) {
  return actions.map((a) =>
    a.kind === 'bindTags' ? (
      <BindTagsButton key={a.id} action={a} body={body} onDone={onDone} />
    ) : (
      <ActionButton key={a.id} action={a} row={null} view={view} onDone={onDone} />
    ),
  );
}
