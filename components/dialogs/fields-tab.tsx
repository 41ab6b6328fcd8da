'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { prompt } from '@/components/ui/confirm';
import { api } from '@/lib/client/fetcher';
import { notify } from '@/lib/client/notify';
import { openDialog } from '@/lib/client/url';
import { useDicts } from '@/lib/dict/cache';
import { editRefusal } from '@/lib/dialogs/rules';
import type { DialogView, FieldView, TabView } from '@/lib/dialogs/view';
import { PERMISSION_DENIED } from '@/lib/errors/texts';
import { cellText, EMPTY_CELL } from '@/lib/list/cell-text';
import { previewSrc } from '@/lib/widgets/image';

type FieldsTab = Extract<TabView, { kind: 'fields' }>;

/** A value at a dotted path (`mchtInf.mchtName`). */
export function valueAt(obj: unknown, path: string): unknown {
  let v: unknown = obj;
  for (const part of path.split('.')) {
    if (!v || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

/** Loads a tab's object: a failed detail load leaves empty data, without a message (spec 01 §8). */
async function load([path, body, method]: readonly [string, Record<string, unknown>, string]): Promise<unknown> {
  try {
    return await api(path, { body, method: method as 'POST', silent: true });
  } catch {
    return null;
  }
}

function Value({
  field,
  obj,
  dicts,
}: {
  field: FieldView;
  obj: unknown;
  dicts: Record<number, readonly { value: string; label: string }[]>;
}) {
  const raw = valueAt(obj, field.key);
  const text = cellText({ ...field, title: field.label, key: 'v' }, { v: raw }, dicts);
  if (field.image) {
    const src = typeof raw === 'string' && raw ? previewSrc(raw) : '';
    return src ? <img src={src} alt={field.label} className="h-24 w-36 rounded border border-gray-200 object-contain" /> : EMPTY_CELL;
  }
  if (field.link && text !== EMPTY_CELL) {
    return (
      <button
        type="button"
        data-id-link={field.link}
        className="text-brand hover:underline"
        onClick={() =>
          field.linkAllowed
            ? openDialog({ kind: 'dialog', entity: field.link!, id: String(raw) })
            : notify({ type: 'error', title: '提示', message: PERMISSION_DENIED })
        }
      >
        {text}
      </button>
    );
  }
  return <>{text}</>;
}

/** The object a fields tab loads (shared by the tab and the dialog's footer actions). */
export function useRecord(tab: FieldsTab | undefined, id: string) {
  // A load by path id (`GET /…/{id}`) carries the id in the path, else in the body.
  const byPath = tab?.load.path.includes('{id}');
  const key = tab
    ? byPath
      ? ([tab.load.path.replace('{id}', encodeURIComponent(id)), { ...tab.extra }, tab.load.method] as const)
      : ([tab.load.path, { [tab.idKey]: id, ...tab.extra }, tab.load.method] as const)
    : null;
  return useSWR(key, load, { revalidateOnFocus: false });
}

/** A grid of labelled fields, with reveal (the plaintext per click, never kept) and edit prompts. */
export function FieldsTabView({ tab, id, dialog }: { tab: FieldsTab; id: string; dialog: DialogView }) {
  const { data, isLoading, mutate } = useRecord(tab, id);
  const dicts = useDicts(tab.fields.filter((f) => f.format === 'dict' && f.dict !== undefined).map((f) => f.dict!));
  // Revealed plaintext lives in this component only: gone when the tab or dialog closes.
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const obj = tab.path ? valueAt(data, tab.path) : data;

  if (isLoading) return <p className="py-6 text-center text-sm text-gray-400">加载中...</p>;
  if (tab.emptyUnless && !valueAt(obj, tab.emptyUnless.field))
    return <p className="py-6 text-center text-sm text-gray-500">{tab.emptyUnless.text}</p>;

  const reveal = async (f: FieldView) => {
    if (!dialog.reveal || !f.reveal) return;
    try {
      const answer = await api<Record<string, unknown>>(dialog.reveal.call.path, {
        body: { [dialog.reveal.idKey]: id, [dialog.reveal.fieldKey]: f.reveal },
      });
      setRevealed((r) => ({ ...r, [f.key]: String(answer?.[f.reveal!] ?? EMPTY_CELL) }));
    } catch {
      // notified
    }
  };
  const edit = async (f: FieldView) => {
    if (!dialog.edit || !f.edit) return;
    const value = await prompt({
      title: `修改${f.label}`,
      message: `请输入新的${f.label}`,
      input: { label: f.label, validate: (v) => editRefusal(f.label, v, f.edit!.check) },
    });
    if (value === null) return notify({ type: 'info', message: '已取消' });
    try {
      await api(dialog.edit.call.path, { body: { [dialog.edit.idKey]: id, [f.edit.field]: value.trim() } });
    } catch {
      return;
    }
    notify({ type: 'success', message: '已修改' });
    setRevealed((r) => ({ ...r, [f.key]: '' }));
    void mutate();
  };

  return (
    <dl className="grid grid-cols-3 gap-x-6 gap-y-3 text-sm" data-tab-fields={tab.id}>
      {tab.fields.map((f) => (
        <div
          key={f.key}
          className={`flex min-w-0 gap-2 ${f.span === 3 ? 'col-span-3' : f.span === 2 ? 'col-span-2' : ''}`}
          data-field={f.key}
        >
          <dt className="shrink-0 text-gray-500">{f.label}：</dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-2 break-all text-gray-800">
            {revealed[f.key] ? <span data-revealed>{revealed[f.key]}</span> : <Value field={f} obj={obj} dicts={dicts} />}
            {f.reveal && !revealed[f.key] && (
              <button type="button" className="text-xs text-brand hover:underline" onClick={() => reveal(f)} data-reveal={f.key}>
                查看
              </button>
            )}
            {f.edit && (
              <button type="button" className="text-xs text-brand hover:underline" onClick={() => edit(f)} data-edit={f.key}>
                修改
              </button>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
