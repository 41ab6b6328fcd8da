'use client';

import { reads } from '@/lib/answer/reads';
import { useCallback, useEffect, useState } from 'react';
import { RowActions, ToolActions } from '@/components/list/row-actions';
import type { RoleType } from '@/lib/access/gate';
import { api } from '@/lib/client/fetcher';
import { onListsChanged } from '@/lib/client/refresh';
import type { ActionView } from '@/lib/list/view';

interface Node {
  categoryId: number;
  categoryName: string;
  level: number;
  sort: number;
  status: number;
  goodsCnt?: number;
  children?: Node[];
}
const TREE = reads<Node>('POST /{p}/classify/tree', {
  categoryId: true,
  categoryName: true,
  level: true,
  sort: true,
  status: true,
  goodsCnt: true,
  children: true,
});

export interface ClassifyTreeProps {
  tree: string;
  tools: ActionView[];
  actions: ActionView[];
  roleType: RoleType;
}

const LEVEL = ['', '一级', '二级', '三级'];

function Branch({
  node,
  props,
  open,
  toggle,
  refresh,
}: {
  node: Node;
  props: ClassifyTreeProps;
  open: Set<number>;
  toggle: (id: number) => void;
  refresh: () => void;
}) {
  const kids = node.children ?? [];
  const expanded = open.has(node.categoryId);
  return (
    <li data-category={node.categoryId}>
      <div className="flex items-center gap-2 rounded px-2 py-1 hover:bg-gray-50">
        <button
          type="button"
          className="w-5 text-gray-500 disabled:opacity-0"
          disabled={!kids.length}
          aria-expanded={kids.length ? expanded : undefined}
          aria-label={`${expanded ? '收起' : '展开'}${node.categoryName}`}
          onClick={() => toggle(node.categoryId)}
        >
          {expanded ? '▾' : '▸'}
        </button>
        <span className="font-medium text-gray-800">{node.categoryName}</span>
        <span className="rounded bg-gray-100 px-1.5 text-xs text-gray-500">{LEVEL[node.level] ?? ''}</span>
        <span className="text-xs text-gray-500">排序 {node.sort}</span>
        {node.status !== 1 && <span className="rounded bg-gray-200 px-1.5 text-xs text-gray-600">已停用</span>}
        {node.goodsCnt ? <span className="text-xs text-gray-500">{node.goodsCnt} 件商品</span> : null}
        <span className="ml-auto">
          <RowActions
            actions={props.actions}
            row={node as unknown as Record<string, unknown>}
            view={{ id: 'GoodsClassify', roleType: props.roleType }}
            onDone={refresh}
          />
        </span>
      </div>
      {expanded && kids.length > 0 && (
        <ul className="ml-6 border-l border-gray-200 pl-2">
          {kids.map((k) => (
            <Branch key={k.categoryId} node={k} props={props} open={open} toggle={toggle} refresh={refresh} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The category tree (spec 03 §7 /p/classify/tree): expand and fold, add, edit and delete per node. */
export function ClassifyTree(props: ClassifyTreeProps) {
  const [roots, setRoots] = useState<Node[] | null>(null);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const load = useCallback(() => {
    api<unknown>(props.tree, { body: {} }).then(
      (data) => {
        const list = TREE.rows(data);
        setRoots(list);
        setOpen((o) => (o.size ? o : new Set(list.map((n) => n.categoryId))));
      },
      () => setRoots((r) => r ?? []),
    );
  }, [props.tree]);
  useEffect(load, [load]);
  useEffect(() => onListsChanged(load), [load]);
  const toggle = (id: number) =>
    setOpen((o) => {
      const next = new Set(o);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div data-screen="GoodsClassify" data-ready={roots ? true : undefined}>
      <div className="mb-3 flex gap-2">
        <ToolActions actions={props.tools} view={{ id: 'GoodsClassify', roleType: props.roleType }} onDone={load} />
      </div>
      {roots === null ? (
        <p className="text-sm text-gray-500">加载中…</p>
      ) : roots.length === 0 ? (
        <p className="text-sm text-gray-500">暂无数据</p>
      ) : (
        <ul aria-label="商品分类">
          {roots.map((n) => (
            <Branch key={n.categoryId} node={n} props={props} open={open} toggle={toggle} refresh={load} />
          ))}
        </ul>
      )}
    </div>
  );
}
