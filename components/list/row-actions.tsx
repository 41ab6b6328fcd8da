'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { confirm } from '@/lib/client/confirm';
import { api, ApiError, withCode } from '@/lib/client/fetcher';
import { idempotencyKey, isLostAnswer, isReplay, LOST_ANSWER_TEXT, REPLAYED_TEXT, settleIdempotency } from '@/lib/client/idempotency';
import { notify } from '@/lib/client/notify';
import { onDemand } from '@/lib/client/on-demand';
import { openDialog } from '@/lib/client/url';
import { NOTICE_TITLE } from '@/lib/errors/texts';
import type { Row } from '@/lib/list/cell-text';
import type { ActionView } from '@/lib/list/view';
import type { RoleType } from '@/lib/access/gate';
import { ACTION_WIDGETS } from '@/components/dialogs/widgets';
import { appliesTo } from './rows-html';

const TagPicker = dynamic(() => import('@/components/widgets/tag-picker').then((m) => m.TagPicker));
const Dialog = dynamic(() => import('@/components/ui/dialog').then((m) => m.Dialog));
import { previewSrc } from '@/lib/widgets/image';
import { wanFullUriOf } from '@/lib/files/file-ref';
import { valueAt } from '@/lib/dialogs/value-at';

/** Where actions run: a list (its id) or a dialog (its entity), for whom. */
export interface ActionHost {
  id: string;
  roleType: RoleType;
  /** A row's fields by key as the host shows them ([title, text]): a confirmation's summary. */
  describe?: (row: Row, keys: readonly string[]) => Array<[string, string]>;
}

const applies = (action: ActionView, row: Row | null) => !row || appliesTo(action, row);

/** What the toolbar's actions act on: the current query without paging, and a dialog list's scope. */
export interface ToolContext {
  filters: Record<string, unknown>;
  scope?: Record<string, string>;
}

/** The row's id for an action: at its idKey, or at the first non-empty of its idFrom paths (a nested record's). */
function idValue(action: ActionView, row: Row): unknown {
  if (action.kind === 'show' && action.idFrom)
    return action.idFrom.map((p) => valueAt(row, p)).find((v) => v !== undefined && v !== null && v !== '');
  return 'idKey' in action && action.idKey ? row[action.idKey] : undefined;
}

/** Runs one action for a row (or, from the toolbar, for none). */
export async function runAction(
  action: ActionView,
  row: Row | null,
  view: ActionHost,
  onDone: () => void,
  tool?: ToolContext,
): Promise<void> {
  const id = row && 'idKey' in action && action.idKey ? String(idValue(action, row) ?? '') : '';
  if (action.warnUnless && row && !action.warnUnless.values.map(String).includes(String(row[action.warnUnless.field]))) {
    notify({ type: 'warning', title: NOTICE_TITLE, message: action.warnUnless.message });
    return;
  }
  if (action.kind === 'dialog') return openDialog({ kind: 'dialog', entity: action.dialog, id });
  if (action.kind === 'form') return openDialog({ kind: 'form', form: action.form, ...(id ? { id } : {}) });
  if (action.kind === 'bindTags' || action.kind === 'widget') return;
  if (action.kind === 'goto') {
    // Spec 01 §2: the target screen takes the id from session storage (its list's sessionKey).
    sessionStorage.setItem(action.storageKey, id);
    window.location.assign(withCode(`/${window.location.pathname.startsWith('/BIZ_') ? 'BIZ_' : ''}${action.screen}`));
    return;
  }
  const call = action.call!;
  const hasSlot = call.path.includes('{id}');
  const path = hasSlot ? call.path.replace('{id}', encodeURIComponent(id)) : call.path;
  // A toolbar call inside a dialog's list acts on the dialog's entity (its scope); fixed fields go along.
  const body = {
    ...(hasSlot ? {} : row ? { [action.idKey]: idValue(action, row) } : { ...tool?.scope }),
    ...(action.kind === 'call' ? action.body : {}),
  };
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
    // A file look-up answers at data or, as spec 01 §7 writes it, at data.data.
    const value = String(answer?.[action.field] ?? (action.field === 'wanFullUri' ? wanFullUriOf(answer) : ''));
    if (action.kind === 'show') await confirm({ title: action.title, message: value || '-', cancelText: '关闭' });
    else if (previewSrc(value)) window.open(previewSrc(value), '_blank', 'noopener');
    return;
  }
  const details = row && 'summary' in action && action.summary && view.describe ? view.describe(row, action.summary) : undefined;
  if (action.confirm && !(await confirm({ title: NOTICE_TITLE, message: action.confirm, details }))) return;
  const slot = `${view.id}:${action.id}:${id}`;
  let answer: unknown;
  try {
    answer = await api(path, { body, method: call.method, idempotencyKey: call.idempotent ? idempotencyKey(slot, body) : undefined });
  } catch (error) {
    // api() notified the failure; a business refusal settles the operation, a lost answer does not.
    if (error instanceof ApiError && error.status !== -1) settleIdempotency(slot);
    else if (call.idempotent && isLostAnswer(error)) notify({ type: 'warning', message: LOST_ANSWER_TEXT });
    return;
  }
  settleIdempotency(slot);
  notify(
    call.idempotent && isReplay(answer)
      ? { type: 'info', message: REPLAYED_TEXT }
      : { type: 'success', message: (action.kind === 'call' && action.success) || '操作成功' },
  );
  onDone();
}

/** 标记筛选商户: the tag picker, then the call with the current filters and the chosen tags. */
function BindTags({
  action,
  tool,
  onClose,
  onDone,
}: {
  action: Extract<ActionView, { kind: 'bindTags' }>;
  tool?: ToolContext;
  onClose: () => void;
  onDone: () => void;
}) {
  return (
    <TagPicker
      open
      onOpenChange={(open) => !open && onClose()}
      custGroups={[...action.custGroups]}
      confirmLabel="绑定标签"
      onConfirm={async ({ value }) => {
        const memberTagIds = Array.isArray(value) ? value : value.split(',').filter(Boolean);
        if (!memberTagIds.length) return notify({ type: 'warning', message: '请选择标签' });
        try {
          await api(action.call!.path, {
            body: { ...tool?.filters, ...tool?.scope, [action.field]: memberTagIds },
            method: action.call!.method,
          });
        } catch {
          return; // notified
        }
        notify({ type: 'success', message: '绑定标签成功' });
        onClose();
        onDone();
      }}
    />
  );
}

/**
 * A registered widget in a modal, for the row's id (the element check's re-verification): a row's
 * is opened by the list body's handler (use-row-actions.tsx), a dialog's by its button here.
 */
export function WidgetModal({
  action,
  id,
  scope,
  onClose,
  onDone,
}: {
  action: Extract<ActionView, { kind: 'widget' }>;
  id: string;
  scope?: Readonly<Record<string, string>>;
  onClose: () => void;
  onDone: () => void;
}) {
  const Widget = Object.hasOwn(ACTION_WIDGETS, action.widget) ? ACTION_WIDGETS[action.widget] : null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={action.title ?? action.label} width="520px">
      {Widget ? <Widget id={id} scope={scope} onDone={onDone} /> : <p className="text-sm text-gray-500">暂未开放</p>}
    </Dialog>
  );
}

function ActionButton({
  action,
  row,
  view,
  onDone,
  tool,
  onOpen,
  gone,
}: {
  action: ActionView;
  row: Row | null;
  view: ActionHost;
  onDone: () => void;
  tool?: ToolContext;
  /** Tells the row a modal of this action is open (or closed). */
  onOpen?: (open: boolean) => void;
  /** The row no longer offers the action: its open modal stays (showing its outcome), the button goes. */
  gone?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [open, setOpenState] = useState<string | null>(null);
  const setOpen = (value: string | null) => {
    setOpenState(value);
    onOpen?.(value !== null);
  };
  const click = () => {
    if (action.kind === 'bindTags') return setOpen('');
    if (action.kind === 'widget') {
      const id = row ? String(row[action.idKey] ?? '') : '';
      // A row without the id gets the warning and no call (spec 02 §4 'authentication id is empty').
      if (!id) return notify({ type: 'warning', message: action.missing ?? '缺少编号' });
      return setOpen(id);
    }
    setBusy(true);
    runAction(action, row, view, onDone, tool)
      .catch(() => {} /* onDemand notified */)
      .finally(() => setBusy(false));
  };
  return (
    <>
      {!gone && (
        <Button size="sm" variant={row ? 'text' : 'default'} data-action={action.id} loading={busy} onClick={click}>
          {action.label}
        </Button>
      )}
      {open !== null && action.kind === 'bindTags' && (
        <BindTags action={action} tool={tool} onClose={() => setOpen(null)} onDone={onDone} />
      )}
      {open !== null && action.kind === 'widget' && <WidgetModal action={action} id={open} onClose={() => setOpen(null)} onDone={onDone} />}
    </>
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
  // An action whose modal is open stays mounted when the row changes under it (a re-verification
  // that succeeds no longer applies to its row, but its outcome stays on screen until closed).
  const [held, setHeld] = useState<string | null>(null);
  return (
    <span className="flex gap-1">
      {actions
        .filter((a) => a.id === held || applies(a, row))
        .map((a) => (
          <ActionButton
            key={a.id}
            action={a}
            row={row}
            view={view}
            onDone={onDone}
            onOpen={(open) => setHeld(open ? a.id : null)}
            gone={!applies(a, row)}
          />
        ))}
    </span>
  );
}

/** Toolbar actions beside Query and Reset (新增 …); `tool` is what they act on. */
export function ToolActions({
  actions,
  view,
  onDone,
  tool,
}: {
  actions: readonly ActionView[];
  view: ActionHost;
  onDone: () => void;
  tool?: ToolContext;
}) {
  return actions.map((a) => <ActionButton key={a.id} action={a} row={null} view={view} onDone={onDone} tool={tool} />);
}
