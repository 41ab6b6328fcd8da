'use client';

import { refreshLists } from '@/lib/client/refresh';
import useSWR from 'swr';
import { Dialog } from '@/components/ui/dialog';
import { Tabs } from '@/components/ui/tabs';
import { consoleGet } from '@/lib/client/views';
import { currentScreen } from '@/lib/client/location';
import { closeDialog, setDialogTab } from '@/lib/client/url';
import type { DialogView } from '@/lib/dialogs/view';
import dynamic from 'next/dynamic';
import { useSWRConfig } from 'swr';
import { FieldsTabView, useRecord, valueAt } from './fields-tab';
import { ListTabView } from './list-tab';
import { BESPOKE_TABS } from './registry';

/** The view of an entity's dialog for this operator and screen: fetched once, shared by every open copy. */
export function useDialogView(entity: string) {
  const screen = currentScreen();
  return useSWR<DialogView>(`/views/dialog/${encodeURIComponent(entity)}?screen=${encodeURIComponent(screen)}`, consoleGet, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

const RowActions = dynamic(() => import('@/components/list/row-actions').then((m) => m.RowActions));

/** The footer actions of a dialog, on the record its first fields tab loads. */
function Actions({ view, id }: { view: DialogView; id: string }) {
  const first = view.tabs.find((t) => t.kind === 'fields');
  const { data, mutate } = useRecord(first, id);
  const { mutate: mutateAll } = useSWRConfig();
  if (!view.actions.length) return null;
  const loaded = (first?.path ? valueAt(data, first.path) : data) as Record<string, unknown> | null | undefined;
  const record = { ...(loaded ?? {}), ...(view.idKey && !loaded?.[view.idKey] ? { [view.idKey]: id } : {}) };
  const done = () => {
    void mutate();
    // Lists on screen show the change too.
    void mutateAll((key) => Array.isArray(key) && key[2] === 'POST');
    refreshLists();
  };
  return <RowActions actions={view.actions} row={record} view={{ id: `dialog:${view.entity}`, roleType: view.roleType }} onDone={done} />;
}

/** One open detail dialog (from the URL): title, width and tabs from its server-side view. */
export function EntityDialog({ entity, id, tab, top }: { entity: string; id: string; tab?: string; top: boolean }) {
  const { data: view, error } = useDialogView(entity);
  if (error) {
    // Refused (权限不足 notified) or gone: the dialog closes instead of showing nothing forever.
    if (top) queueMicrotask(closeDialog);
    return null;
  }
  const active = view && (view.tabs.some((t) => t.id === tab) ? tab! : view.defaultTab);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && top && closeDialog()}
      title={`${view?.title ?? ''} ${id}`.trim()}
      width={view?.width ?? '1000px'}
      drawer={view?.drawer}
      footer={view?.actions.length ? <Actions view={view} id={id} /> : undefined}
    >
      {!view ? (
        <p className="py-6 text-center text-sm text-gray-400">加载中...</p>
      ) : view.tabs.length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-400">暂无数据</p>
      ) : (
        <Tabs
          value={active}
          onValueChange={(t) => top && setDialogTab(t)}
          items={view.tabs.map((t) => ({
            value: t.id,
            label: t.title,
            content:
              t.kind === 'fields' ? (
                <FieldsTabView tab={t} id={id} dialog={view} />
              ) : t.kind === 'list' ? (
                <ListTabView tab={t} id={id} />
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
  return Component ? <Component id={id} entity={entity} tab={tab} /> : <p className="text-sm text-gray-400">暂未开放</p>;
}
