'use client';

import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { OpenIdContext } from '@/components/list/cell';
import { DataTable } from '@/components/list/data-table';
import { useRowActions } from '@/components/list/use-row-actions';
import { Tabs } from '@/components/ui/tabs';
import { prompt } from '@/components/ui/confirm';
import { ApiError, api } from '@/lib/client/fetcher';
import { notify } from '@/lib/client/notify';
import { revealOne } from '@/lib/client/reveal';
import { carry } from '@/lib/client/carry';
import { currentScreen, withCode } from '@/lib/client/location';
import { refreshLists } from '@/lib/client/refresh';
import { linkTarget, openDialog, withExtra } from '@/lib/client/url';
import { useDicts } from '@/lib/dict/cache';
import { editRefusal, recordShown } from '@/lib/dialogs/rules';
import { recordAt, valueAt } from '@/lib/dialogs/value-at';
import type { DialogView, FieldView, TableView, TabView } from '@/lib/dialogs/view';
import { PERMISSION_DENIED } from '@/lib/errors/texts';
import { cellText, EMPTY_CELL, type Row } from '@/lib/list/cell-text';
import type { ColumnView } from '@/lib/list/view';
import { useUpstream } from '@/lib/swr/upstream';
import { storedFileSrc } from '@/lib/widgets/image';
import { StatusNote } from '@/components/ui/status-note';

type FieldsTab = Extract<TabView, { kind: 'fields' }>;

function Value({
  field,
  obj,
  dicts,
}: {
  field: FieldView;
  obj: unknown;
  dicts: Record<number, readonly { value: string; label: string }[]>;
}) {
  const router = useRouter();
  const raw = valueAt(obj, field.key);
  const text = cellText({ ...field, title: field.label, key: 'v' }, { v: raw }, dicts);
  if (field.image) {
    const src = storedFileSrc(raw, 'image');
    return src ? <img src={src} alt={field.label} className="h-24 w-36 rounded border border-gray-200 object-contain" /> : EMPTY_CELL;
  }
  if (field.download) {
    const href = storedFileSrc(raw, 'download');
    return href ? (
      <a href={href} download className="text-brand hover:underline" data-download={field.key}>
        下载
      </a>
    ) : (
      EMPTY_CELL
    );
  }
  if (field.jump && text !== EMPTY_CELL) {
    const { screen, filter } = field.jump;
    return (
      <button
        type="button"
        data-jump={screen}
        className="text-brand hover:underline"
        onClick={() => {
          // The value travels in session storage; the screen keeps the BIZ_ marker of this one.
          carry(screen, { [filter]: String(raw) });
          router.push(withCode(`/${currentScreen().startsWith('BIZ_') ? 'BIZ_' : ''}${screen}`));
        }}
      >
        {text}
      </button>
    );
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

/** Why a record could not be read: 权限不足！ for a refusal, else the upstream's reason (记录不存在…). */
function unreadable(error: unknown): string {
  if (error instanceof ApiError && error.httpStatus === 403) return error.message || PERMISSION_DENIED;
  return error instanceof Error && error.message ? error.message : '记录不存在';
}

/** The opening row's fields (`linkWith`, the dialog's URL) the dialog's loads take beside the id. */
export const LinkWithContext = createContext<Readonly<Record<string, string>>>({});

/**
 * The object a fields tab loads (shared by the tab and the dialog's footer actions). A failed detail
 * load gives no notice (spec 01 §8: it leaves empty data); its error reaches the tab, which says why
 * (权限不足！, 记录不存在) instead of a grid of "-".
 */
export function useRecord(tab: FieldsTab | undefined, id: string, entity?: string) {
  // The load names its dialog tab: a list call a dialog reuses (the payment rule search) answers it whole.
  const view = entity && tab ? `dialog:${entity}:${tab.id}` : undefined;
  // A load by path id (`GET /…/{id}`) carries the id in the path, else in the body.
  const byPath = tab?.load.path.includes('{id}');
  const extra = withExtra(tab?.extra, useContext(LinkWithContext));
  return useUpstream<unknown>(
    tab ? (byPath ? tab.load.path.replace('{id}', encodeURIComponent(id)) : tab.load.path) : null,
    tab ? (byPath ? { ...extra } : { [tab.idKey]: id, ...extra }) : {},
    { method: tab?.load.method, view, silent: true },
  );
}

/** One table of records in a tab's answer (its own load, or the tab's record). */
function RecordTable({
  table,
  id,
  idKey,
  record,
  dicts,
  refresh,
}: {
  table: TableView;
  id: string;
  idKey: string;
  record: unknown;
  dicts: never;
  /** Reloads the tab's record (a table drawn from it changes with it). */
  refresh: () => void;
}) {
  const own = useUpstream<unknown>(
    table.load?.path ?? null,
    { [idKey]: id, ...table.extra },
    {
      method: table.load?.method,
      silent: true,
      retry: true,
    },
  );
  const source = table.load ? own.data : record;
  const rows = valueAt(source, table.path);
  const list = Array.isArray(rows) ? (rows as Row[]) : [];
  const open = useCallback((column: ColumnView, row: Row) => openDialog(linkTarget(column, row)), []);
  const { mutate } = own;
  const host = useMemo(() => ({ id: `table:${table.title}`, roleType: 'PRODUCT' as const }), [table.title]);
  const done = useCallback(() => void (table.load ? mutate() : refresh()), [table.load, mutate, refresh]);
  const scope = useMemo(() => ({ [idKey]: id }), [idKey, id]);
  const { buttons, onButton, modal } = useRowActions(table.actions, host, done, scope);
  if (table.load && own.isLoading) return <StatusNote>加载中...</StatusNote>;
  return (
    <OpenIdContext value={open}>
      <div data-record-table={table.path}>
        <DataTable
          columns={table.columns}
          rows={list}
          rowKey={table.rowKey}
          dicts={dicts}
          buttons={buttons}
          onButton={onButton}
          offset={0}
        />
        {modal}
      </div>
    </OpenIdContext>
  );
}

function RecordTables({
  tab,
  id,
  record,
  dicts,
  refresh,
}: {
  tab: FieldsTab;
  id: string;
  record: unknown;
  dicts: never;
  refresh: () => void;
}) {
  const tables = tab.tables ?? [];
  if (!tables.length) return null;
  const one = (t: TableView) => <RecordTable table={t} id={id} idKey={tab.idKey} record={record} dicts={dicts} refresh={refresh} />;
  if (tab.tablesAs === 'tabs')
    return (
      <div className="mt-4">
        <Tabs items={tables.map((t) => ({ value: t.title, label: t.title, content: one(t) }))} />
      </div>
    );
  return tables.map((t) => (
    <section key={t.title} className="mt-4">
      <h3 className="mb-2 text-sm font-medium text-gray-700">{t.title}</h3>
      {one(t)}
    </section>
  ));
}

/** A grid of labelled fields, with reveal (the plaintext per click, never kept) and edit prompts. */
export function FieldsTabView({ tab, id, dialog }: { tab: FieldsTab; id: string; dialog: DialogView }) {
  const { data, error, isLoading, mutate } = useRecord(tab, id, dialog.entity);
  const refreshRecord = useCallback(() => void mutate(), [mutate]);
  const dicts = useDicts(
    [...tab.fields, ...(tab.tables ?? []).flatMap((t) => t.columns)]
      .filter((f) => f.format === 'dict' && f.dict !== undefined)
      .map((f) => f.dict!),
  );
  // Revealed plaintext lives in this component only: gone when the tab or dialog closes.
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const obj = recordAt(data, tab, id);

  if (isLoading) return <StatusNote>加载中...</StatusNote>;
  // A record that could not be read says why, rather than a grid of "-" (issue #39).
  if (error) return <StatusNote role="alert">{unreadable(error)}</StatusNote>;
  const shown = recordShown(tab.emptyUnless, (f) => !!valueAt(obj, f));
  if (shown !== 'grid') {
    const note = <StatusNote>{tab.emptyUnless?.text}</StatusNote>;
    if (shown === 'text') return note;
    return (
      <>
        {note}
        <RecordTables tab={tab} id={id} record={obj} dicts={dicts as never} refresh={refreshRecord} />
      </>
    );
  }
  if (tab.match && !obj) return <StatusNote>记录不存在</StatusNote>;

  const reveal = async (f: FieldView) => {
    if (!dialog.reveal || !f.reveal) return;
    try {
      const plain = await revealOne(dialog.reveal.call.path, f.reveal, { [dialog.reveal.idKey]: id });
      setRevealed((r) => ({ ...r, [f.key]: plain }));
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
    // The list behind the dialog shows the change too, not only after 查询.
    refreshLists();
  };

  return (
    <>
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
      <RecordTables tab={tab} id={id} record={obj} dicts={dicts as never} refresh={refreshRecord} />
    </>
  );
}
