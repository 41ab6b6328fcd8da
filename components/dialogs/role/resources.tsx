'use client';

import { reads } from '@/lib/answer/reads';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/client/fetcher';
import { notify } from '@/lib/client/notify';
import { refreshLists } from '@/lib/client/refresh';
import type { TabView } from '@/lib/dialogs/view';
import { StatusNote } from '@/components/ui/status-note';

/** The bespoke tab's props (as components/dialogs/registry.tsx passes them). */
interface BespokeTabProps {
  id: string;
  tab: Extract<TabView, { kind: 'bespoke' }>;
}

interface Node {
  resId: string;
  resName: string;
  resType: number;
  parentId: string | null;
  status: number;
  checked: number;
}
/** A role's resource tree: its nodes, flat. */
const TREE = reads<{ nodes: Node[] }>('POST /admin/role/res/tree', { nodes: true });

/** The ids under a node (itself included), from the flat list. */
function subtree(nodes: readonly Node[], id: string): string[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) for (const n of nodes) if (n.parentId === out[i]) out.push(n.resId);
  return out;
}

/** 资源分配: the resource tree with the role's resources ticked; ticking a 目录 or 菜单 ticks what is under it. */
export default function RoleResources({ id, tab }: BespokeTabProps) {
  const [nodes, setNodes] = useState<Node[] | null>(null);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [saving, setSaving] = useState(false);
  // Its two calls in declared order: the tree with the ticks, then the save.
  const [treePath, savePath] = Object.values(tab.calls).map((c) => c.path);

  useEffect(() => {
    api<unknown>(treePath!, { body: { roleId: id } }).then(
      (answer) => {
        const d = TREE.object(answer) ?? { nodes: [] };
        setNodes(d.nodes);
        setChecked(new Set(d.nodes.filter((n) => n.checked && n.resType !== 1).map((n) => n.resId)));
      },
      () => setNodes([]),
    );
  }, [id, treePath]);

  const children = useMemo(() => {
    const m = new Map<string | null, Node[]>();
    for (const n of nodes ?? []) m.set(n.parentId, [...(m.get(n.parentId) ?? []), n]);
    return m;
  }, [nodes]);

  if (!nodes) return <StatusNote>加载中...</StatusNote>;

  const leafIds = (rid: string) => subtree(nodes, rid).filter((x) => nodes.find((n) => n.resId === x)?.resType !== 1);
  const state = (rid: string) => {
    const ids = leafIds(rid);
    const n = ids.filter((x) => checked.has(x)).length;
    return n === 0 ? 'none' : n === ids.length ? 'all' : 'some';
  };
  const toggle = (rid: string) => {
    const ids = leafIds(rid);
    const on = state(rid) !== 'all';
    setChecked((prev) => {
      const next = new Set(prev);
      for (const x of ids) on ? next.add(x) : next.delete(x);
      return next;
    });
  };
  const save = async () => {
    setSaving(true);
    try {
      await api(savePath!, { body: { roleId: id, resIds: [...checked] } });
      notify({ type: 'success', message: `已保存，共${checked.size}项资源` });
      refreshLists();
    } catch {
      // The notice is shown by api().
    } finally {
      setSaving(false);
    }
  };

  const render = (parent: string | null, depth: number) =>
    (children.get(parent) ?? []).map((n) => {
      const s = state(n.resId);
      const kids = children.get(n.resId)?.length ?? 0;
      return (
        <li key={n.resId}>
          <div className="flex items-center gap-2 py-0.5" style={{ paddingLeft: depth * 20 }}>
            {kids ? (
              <button
                type="button"
                aria-label={open.has(n.resId) ? `收起${n.resName}` : `展开${n.resName}`}
                className="w-4 text-gray-500"
                onClick={() => setOpen((p) => new Set(p.has(n.resId) ? [...p].filter((x) => x !== n.resId) : [...p, n.resId]))}
              >
                {open.has(n.resId) ? '▾' : '▸'}
              </button>
            ) : (
              <span className="w-4" />
            )}
            <label className={`flex items-center gap-1 text-sm ${n.status ? 'text-gray-800' : 'text-gray-500 line-through'}`}>
              <input
                type="checkbox"
                data-res={n.resId}
                checked={s === 'all'}
                ref={(el) => {
                  if (el) el.indeterminate = s === 'some';
                }}
                onChange={() => toggle(n.resId)}
              />
              {n.resName}
              <span className="text-xs text-gray-500">{n.resId}</span>
            </label>
          </div>
          {kids && open.has(n.resId) ? <ul>{render(n.resId, depth + 1)}</ul> : null}
        </li>
      );
    });

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between">
        <span className="text-sm text-gray-600">已选 {checked.size} 项资源（停用的资源不授权）</span>
        <div className="flex gap-2">
          <Button onClick={() => setOpen(new Set(nodes.filter((n) => n.resType !== 3).map((n) => n.resId)))}>全部展开</Button>
          <Button variant="primary" disabled={saving} onClick={save} data-testid="save-res">
            保存
          </Button>
        </div>
      </div>
      <ul className="max-h-[55vh] overflow-auto rounded border border-gray-200 p-2">{render(null, 0)}</ul>
    </div>
  );
}
