'use client';

import { Button } from '@/components/ui/button';
import { confirm } from '@/lib/client/confirm';
import { NOTICE_TITLE } from '@/lib/client/errors';
import { api } from '@/lib/client/fetcher';
import { notify } from '@/lib/client/notify';
import { onDemand } from '@/lib/client/on-demand';
import type { Row } from '@/lib/list/cell-text';
import type { ActionView } from '@/lib/list/view';
import type { RoleType } from '@/lib/screens';

function applies(action: ActionView, row: Row): boolean {
  if (!action.when) return true;
  return action.when.values.map(String).includes(String(row[action.when.field]));
}

async function run(action: ActionView, row: Row, roleType: RoleType, onDone: () => void): Promise<void> {
  const id = String(row[action.idKey] ?? '');
  const hasSlot = action.call.includes('{id}');
  const path = hasSlot ? action.call.replace('{id}', encodeURIComponent(id)) : action.call;
  const body = hasSlot ? {} : { [action.idKey]: row[action.idKey] };
  if (action.kind === 'download') {
    const { download } = await onDemand(() => import('@/lib/client/download'));
    await download(path, body, {
      name: String(row.fileName ?? row.reportName ?? action.label),
      roleType,
      method: action.method === 'GET' ? 'GET' : 'POST',
    });
    return;
  }
  if (action.confirm && !(await confirm({ title: NOTICE_TITLE, message: action.confirm }))) return;
  try {
    await api(path, { body, method: action.method ?? 'POST' });
  } catch {
    return; // api() notified the failure
  }
  notify({ type: 'success', message: '操作成功' });
  onDone();
}

export function RowActions({
  actions,
  row,
  roleType,
  onDone,
}: {
  actions: readonly ActionView[];
  row: Row;
  roleType: RoleType;
  onDone: () => void;
}) {
  return (
    <span className="flex gap-1">
      {actions
        .filter((a) => applies(a, row))
        .map((a) => (
          <Button
            key={a.id}
            size="sm"
            variant="text"
            data-action={a.id}
            onClick={() => run(a, row, roleType, onDone).catch(() => {} /* onDemand notified */)}
          >
            {a.label}
          </Button>
        ))}
    </span>
  );
}
