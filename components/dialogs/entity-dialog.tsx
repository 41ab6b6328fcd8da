'use client';

import { useEffect, useMemo, useState } from 'react';
import { refreshLists } from '@/lib/client/refresh';
import { Dialog } from '@/components/ui/dialog';
import { Tabs } from '@/components/ui/tabs';
import { closeDialog, setDialogTab } from '@/lib/client/url';
import type { DialogView } from '@/lib/dialogs/view';
import dynamic from 'next/dynamic';
import { recordAt, valueAt } from '@/lib/dialogs/value-at';
import { describeRow, type Row } from '@/lib/list/cell-text';
import { useRefreshRecords } from '@/lib/swr/upstream';
import { useConsoleView } from '@/lib/swr/views';
import { FieldsTabView, LinkWithContext, useRecord } from './fields-tab';
import { ListTabView } from './list-tab';
import { BESPOKE_TABS } from './registry';
import { StatusNote } from '@/components/ui/status-note';

/** The view of an entity's dialog for this operator and screen: fetched once, shared by every open copy. */
export function useDialogView(entity: string) {
  return useConsoleView<DialogView>('dialog', entity);
}

const RowActions = dynamic(() => import('@/components/list/row-actions').then((m) => m.RowActions));

/** The footer actions of a dialog, on the record its first fields tab loads. */
function Actions({ view, id }: { view: DialogView; id: string }) {
  const first = view.tabs.find((t) => t.kind === 'fields');
  const { data, mutate } = useRecord(first, id, view.entity);
  const refreshRecords = useRefreshRecords();
  if (!view.actions.length) return null;
  const loaded = recordAt(data, first, id) as Record<string, unknown> | null | undefined;
  const record = { ...(loaded ?? {}), ...(view.idKey && !loaded?.[view.idKey] ? { [view.idKey]: id } : {}) };
  const done = () => {
    void mutate();
    // Lists on screen show the change too.
    refreshRecords();
    refreshLists();
  };
  // A confirmation names the record by the fields the dialog shows (issue #53).
  const columns = (first?.kind === 'fields' ? first.fields : []).map((f) => ({ ...f, title: f.label }));
  const host = {
    id: `dialog:${view.entity}`,
    roleType: view.roleType,
    describe: (row: Row, keys: readonly string[]) => describeRow(columns, row, keys, {}),
  };
  return <RowActions actions={view.actions} row={record} view={host} onDone={done} />;
}

/**
 * The title's record part, read from the first fields tab's load: a field shown instead of the id
 * (titleField: the terminal's TUSN) or before it (titleKey: the account name); the id while it loads.
 */
function useTitleId(view: DialogView | undefined, id: string): string {
  const key = view?.titleField ?? view?.titleKey;
  const first = key ? view?.tabs.find((t) => t.kind === 'fields') : undefined;
  const { data } = useRecord(first, id, view?.entity);
  if (!first || !key) return id;
  const shown = valueAt(recordAt(data, first, id), key);
  if ((typeof shown !== 'string' && typeof shown !== 'number') || shown === '') return id;
  return view?.titleField ? String(shown) : `${shown} ${id}`;
}

type TabViewT = DialogView['tabs'][number];

/**
 * The extension tabs the record names (spec 02 extendPages: {title, url, remark}), `delayMs` after it
 * arrives: every entry shows as the declared extension tab, titled by the entry, with the id
 * `x<index>` (kept in the URL like any tab); the tab loads the entry's url through the console's
 * server, which takes it from the record again (app/views/ext/route.ts), never from the browser.
 */
function useExtensionTabs(view: DialogView | undefined, id: string): TabViewT[] {
  const ext = view?.extensions;
  const source = ext ? view.tabs.find((t) => t.id === ext.tab && t.kind === 'fields') : undefined;
  const { data } = useRecord(source?.kind === 'fields' ? source : undefined, id);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!ext || !data) return;
    const timer = setTimeout(() => setReady(true), ext.delayMs);
    return () => clearTimeout(timer);
  }, [ext, data]);
  return useMemo(() => {
    if (!ext || !ready) return [];
    const entries = valueAt(data, ext.key);
    if (!Array.isArray(entries)) return [];
    const shown = ext.tabs[0];
    if (!shown) return [];
    return entries.map((e: unknown, i): TabViewT => {
      const entry = (e ?? {}) as Record<string, unknown>;
      return { ...shown, id: `x${i}`, title: String(entry.title || shown.title) };
    });
  }, [ext, ready, data]);
}

/** One open detail dialog (from the URL): title, width and tabs from its server-side view. */
export function EntityDialog(props: { entity: string; id: string; tab?: string; top: boolean; with?: Readonly<Record<string, string>> }) {
  return (
    <LinkWithContext.Provider value={props.with ?? NONE}>
      <DialogBody {...props} />
    </LinkWithContext.Provider>
  );
}

const NONE = {};

function DialogBody({ entity, id, tab, top }: { entity: string; id: string; tab?: string; top: boolean }) {
  const { data: view, error } = useDialogView(entity);
  const titleId = useTitleId(view, id);
  const extTabs = useExtensionTabs(view, id);
  if (error) {
    // Refused (权限不足 notified) or gone: the dialog closes instead of showing nothing forever.
    if (top) queueMicrotask(closeDialog);
    return null;
  }
  const tabs = view ? [...view.tabs, ...extTabs] : [];
  const active = view && (tabs.some((t) => t.id === tab) ? tab! : view.defaultTab);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && top && closeDialog()}
      title={`${view?.title ?? ''} ${titleId}`.trim()}
      width={view?.width ?? '1000px'}
      drawer={view?.drawer}
      footer={view?.actions.length ? <Actions view={view} id={id} /> : undefined}
    >
      {!view ? (
        <StatusNote>加载中...</StatusNote>
      ) : view.tabs.length === 0 ? (
        <StatusNote>暂无数据</StatusNote>
      ) : view.tabs.length === 1 && view.tabs[0].kind === 'bespoke' ? (
        // A lone bespoke tab draws its own tabs (the organisation form): no strip of one.
        <BespokeTab tab={view.tabs[0]} id={id} entity={entity} />
      ) : (
        <Tabs
          value={active}
          onValueChange={(t) => top && setDialogTab(t)}
          items={tabs.map((t) => ({
            value: t.id,
            label: t.title,
            content:
              t.kind === 'fields' ? (
                <FieldsTabView tab={t} id={id} dialog={view} />
              ) : t.kind === 'list' ? (
                <ListTabView tab={t} id={id} dialog={view} />
              ) : (
                <BespokeTab tab={t} id={id} entity={entity} />
              ),
          }))}
        />
      )}
    </Dialog>
  );
}

function BespokeTab({ tab, id, entity }: { tab: Extract<DialogView['tabs'][number], { kind: 'bespoke' }>; id: string; entity: string }) {
  const Component = Object.hasOwn(BESPOKE_TABS, tab.component) ? BESPOKE_TABS[tab.component] : null;
  return Component ? <Component id={id} entity={entity} tab={tab} /> : <p className="text-sm text-gray-500">暂未开放</p>;
}
