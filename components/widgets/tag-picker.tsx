'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Tabs } from '@/components/ui/tabs';
import { api } from '@/lib/client/fetcher';
import { notify } from '@/lib/client/notify';
import {
  addTag,
  DEFAULT_TAG_CONDITION,
  removeTag,
  TAG_ALREADY_ADDED,
  TAG_CONDITIONS,
  TAG_GROUP_LIST_PATH,
  TAG_TABS,
  tagPickerValue,
  loadTagGroups,
  type PickedTag,
  type TagCondition,
  type TagGroup,
  type TagTab,
} from '@/lib/widgets/tags';
import { StatusNote } from '@/components/ui/status-note';

export interface TagPickerResult {
  /** Comma-joined tag codes for the order and ID-auth groups, else the tag ids. */
  value: string | string[];
  condition: TagCondition;
  tags: PickedTag[];
}

export interface TagPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  custGroups: string[];
  /** The dialog stays open; the parent closes it when its own call succeeds. */
  onConfirm: (result: TagPickerResult) => void;
  confirmLabel?: '绑定标签' | '选择';
  /** The 条件 the picker opens with (a filter reopened keeps its own). */
  initialCondition?: TagCondition;
}

function TagTabPanel({
  tab,
  custGroups,
  active,
  chosen,
  onPick,
}: {
  tab: TagTab;
  custGroups: string[];
  active: boolean;
  chosen: readonly PickedTag[];
  onPick: (tag: PickedTag) => void;
}) {
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const [groups, setGroups] = useState<TagGroup[]>([]);
  const [loading, setLoading] = useState(false);
  const groupsKey = custGroups.join(',');

  useEffect(() => {
    const t = setTimeout(() => setTerm(draft), tab.debounceMs);
    return () => clearTimeout(t);
  }, [draft, tab.debounceMs]);

  useEffect(() => {
    if (!active) return;
    const ctl = new AbortController();
    setLoading(true);
    // Tag look-up failures are silent (spec 01 §8): the list is just empty.
    loadTagGroups(
      (body) => api<unknown>(TAG_GROUP_LIST_PATH, { body, silent: true, signal: ctl.signal }),
      tab.subType,
      groupsKey ? groupsKey.split(',') : [],
      term,
    )
      .then(setGroups)
      .catch(() => !ctl.signal.aborted && setGroups([]))
      .finally(() => !ctl.signal.aborted && setLoading(false));
    return () => ctl.abort();
  }, [active, tab.subType, groupsKey, term]);

  const picked = new Set(chosen.map((t) => t.tagId));
  const empty = groups.every((g) => g.tags.length === 0);
  return (
    <div className="flex flex-col gap-3">
      <Input
        aria-label={`搜索${tab.label}`}
        placeholder="请输入标签名称"
        maxLength={40}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
      <div className="max-h-[50vh] min-h-40 overflow-auto">
        {loading && <StatusNote>加载中…</StatusNote>}
        {!loading && empty && <StatusNote>暂无数据</StatusNote>}
        {!loading &&
          groups
            .filter((g) => g.tags.length > 0)
            .map((g) => (
              <section key={g.custGroup} className="mb-3">
                <h4 className="mb-2 text-xs font-medium text-gray-500">{g.custGroupName}</h4>
                <div className="flex flex-wrap gap-2">
                  {g.tags.map((t) => (
                    <button
                      key={t.tagId}
                      type="button"
                      onClick={() => onPick(t)}
                      aria-pressed={picked.has(t.tagId)}
                      className={`rounded border px-2 py-1 text-xs ${picked.has(t.tagId) ? 'border-brand bg-brand-light text-brand' : 'border-gray-300 text-gray-700 hover:border-brand hover:text-brand'}`}
                    >
                      {t.tagName}
                    </button>
                  ))}
                </div>
              </section>
            ))}
      </div>
    </div>
  );
}

const SELECT = 'h-8 rounded border border-gray-300 bg-white px-2 text-sm outline-none focus:border-brand';

/** Spec 01 §2 item 7: simple and indicator tag tabs, the chosen tags, and an OR/AND condition. */
export function TagPicker({
  open,
  onOpenChange,
  custGroups,
  onConfirm,
  confirmLabel = '选择',
  initialCondition = DEFAULT_TAG_CONDITION,
}: TagPickerProps) {
  const tabs = TAG_TABS.filter((t) => t.shown);
  const [tab, setTab] = useState<string>(tabs[0]!.key);
  const [chosen, setChosen] = useState<PickedTag[]>([]);
  const [condition, setCondition] = useState<TagCondition>(initialCondition);

  function pick(tag: PickedTag) {
    const next = addTag(chosen, tag);
    if (!next.ok) {
      notify({ type: 'warning', message: TAG_ALREADY_ADDED });
      return;
    }
    setChosen(next.chosen);
  }

  function clear() {
    setChosen([]);
    setCondition(DEFAULT_TAG_CONDITION);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="选择标签"
      width="960px"
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>取消</Button>
          <Button
            variant="primary"
            // Binding nothing is meaningless; an empty selection as a filter clears it.
            disabled={confirmLabel === '绑定标签' && chosen.length === 0}
            onClick={() => onConfirm({ value: tagPickerValue(chosen, custGroups), condition, tags: chosen })}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex gap-4">
        <Tabs
          className="min-w-0 flex-1"
          value={tab}
          onValueChange={setTab}
          items={tabs.map((t) => ({
            value: t.key,
            label: t.label,
            content: <TagTabPanel tab={t} custGroups={custGroups} active={open && tab === t.key} chosen={chosen} onPick={pick} />,
          }))}
        />
        <aside className="flex w-64 shrink-0 flex-col gap-3 border-l border-gray-200 pl-4" aria-label="已选标签">
          <div className="flex items-center justify-between">
            <span className="text-sm font-medium text-gray-700">已选标签（{chosen.length}）</span>
            <Button variant="text" size="sm" onClick={clear}>
              清空
            </Button>
          </div>
          <label className="flex items-center gap-2 text-sm text-gray-700">
            条件
            <select className={SELECT} value={condition} onChange={(e) => setCondition(e.target.value as TagCondition)}>
              {TAG_CONDITIONS.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
          <ul className="flex max-h-[45vh] flex-col gap-1 overflow-auto">
            {chosen.map((t) => (
              <li key={t.tagId} className="flex items-center justify-between rounded bg-gray-50 px-2 py-1 text-xs">
                <span className="truncate" title={`${t.custGroupName} / ${t.tagName}`}>
                  {t.tagName}
                </span>
                <button
                  type="button"
                  aria-label={`移除${t.tagName}`}
                  onClick={() => setChosen(removeTag(chosen, t.tagId))}
                  className="ml-2 text-gray-500 hover:text-danger"
                >
                  ×
                </button>
              </li>
            ))}
            {chosen.length === 0 && <li className="py-4 text-center text-xs text-gray-500">暂无已选标签</li>}
          </ul>
        </aside>
      </div>
    </Dialog>
  );
}
