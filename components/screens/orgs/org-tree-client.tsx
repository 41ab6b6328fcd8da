'use client';

// 机构树: organisations as a tree whose levels load when opened (sub-org-page, 50 a page with
// 加载更多); choosing one shows its activity groups and opens its dialog.
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/client/fetcher';
import { openDialog } from '@/lib/client/url';
import { reads } from '@/lib/answer/reads';

interface Node {
  orgCode: string;
  orgName: string;
  orgLevel: number;
  orgType: number;
  status: number;
  subOrgCount: number;
  memberId?: string;
}
interface Level {
  rows: Node[];
  total: number;
  pageNum: number;
  loading: boolean;
}
/** A group as spec 03 §3 gives it: no withdrawal mark (the withdrawal-activity-group call names that one). */
interface GroupRow {
  activityGroupId: number;
  activityGroupName: string;
}

const SUB_ORGS = reads<Node>('POST /{p}/pos/standard/org/admin/org/sub-org-page', {
  orgCode: true,
  orgName: true,
  orgLevel: true,
  orgType: true,
  status: true,
  subOrgCount: true,
  memberId: true,
});
const GROUPS = reads<GroupRow>('POST /{p}/pos/standard/org/admin/org/activity-group-list', {
  activityGroupId: true,
  activityGroupName: true,
});
const WITHDRAWAL = reads<{ activityGroupId?: number | string }>('POST /{p}/pos/standard/org/admin/org/withdrawal-activity-group', {
  activityGroupId: true,
});

const PAGE = 50;

export function OrgTreeClient({
  subOrgPath,
  groupListPath,
  withdrawalPath,
}: {
  subOrgPath: string;
  groupListPath: string;
  withdrawalPath: string;
}) {
  const [levels, setLevels] = useState<Record<string, Level>>({});
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [selected, setSelected] = useState<Node | null>(null);

  const load = useCallback(
    async (parent: string, pageNum: number) => {
      setLevels((l) => ({ ...l, [parent]: { ...(l[parent] ?? { rows: [], total: 0, pageNum: 0 }), loading: true } }));
      const answer = await api<unknown>(subOrgPath, {
        body: { ...(parent ? { parentOrgCode: parent } : {}), pageNum, pageSize: PAGE },
      }).catch(() => null);
      const page = answer === null ? null : SUB_ORGS.page(answer);
      setLevels((l) => {
        const before = l[parent]?.rows ?? [];
        if (!page)
          return { ...l, [parent]: { rows: before, total: l[parent]?.total ?? 0, pageNum: l[parent]?.pageNum ?? 0, loading: false } };
        return {
          ...l,
          [parent]: { rows: pageNum === 1 ? page.data : [...before, ...page.data], total: page.total, pageNum, loading: false },
        };
      });
    },
    [subOrgPath],
  );

  useEffect(() => {
    void load('', 1);
  }, [load]);

  const toggle = (n: Node) => {
    const next = new Set(open);
    if (next.has(n.orgCode)) next.delete(n.orgCode);
    else {
      next.add(n.orgCode);
      if (!levels[n.orgCode]) void load(n.orgCode, 1);
    }
    setOpen(next);
  };

  const renderLevel = (parent: string, depth: number) => {
    const level = levels[parent];
    if (!level) return null;
    // A tree or group owns only treeitems; before its first row it is a plain status line.
    if (level.rows.length === 0) {
      return <p className={`py-1 text-xs text-gray-500 ${depth ? 'ml-5 pl-8' : 'px-6'}`}>{level.loading ? '加载中...' : '暂无数据'}</p>;
    }
    return (
      <ul
        role={depth === 0 ? 'tree' : 'group'}
        aria-busy={level.loading || undefined}
        aria-label={depth === 0 ? '机构树' : undefined}
        className={depth ? 'ml-5 border-l border-gray-100 pl-2' : ''}
      >
        {level.rows.map((n) => (
          <li
            key={n.orgCode}
            role="treeitem"
            aria-expanded={n.subOrgCount ? open.has(n.orgCode) : undefined}
            aria-selected={selected?.orgCode === n.orgCode}
            data-tree-node={n.orgCode}
          >
            <div
              className={`flex items-center gap-1 rounded px-1 py-0.5 ${selected?.orgCode === n.orgCode ? 'bg-brand/10' : 'hover:bg-gray-50'}`}
            >
              {n.subOrgCount ? (
                <button
                  type="button"
                  aria-label={open.has(n.orgCode) ? '收起' : '展开'}
                  data-toggle={n.orgCode}
                  onClick={() => toggle(n)}
                  className="w-5 text-gray-500 hover:text-brand"
                >
                  {open.has(n.orgCode) ? '▾' : '▸'}
                </button>
              ) : (
                <span className="w-5" />
              )}
              <button type="button" onClick={() => setSelected(n)} className="flex-1 text-left text-sm text-gray-800">
                {n.orgName}
                <span className="ml-2 text-xs text-gray-500">
                  {n.orgCode}
                  {n.subOrgCount ? ` · 下级 ${n.subOrgCount}` : ''}
                  {n.status === 1 ? '' : ' · 已禁用'}
                </span>
              </button>
            </div>
            {open.has(n.orgCode) && renderLevel(n.orgCode, depth + 1)}
          </li>
        ))}
        {level.loading && (
          <li role="none" className="px-6 py-1 text-xs text-gray-500">
            加载中...
          </li>
        )}
        {!level.loading && level.rows.length < level.total && (
          <li role="none" className="px-6 py-1">
            <Button variant="text" size="sm" onClick={() => load(parent, level.pageNum + 1)}>
              加载更多（{level.rows.length}/{level.total}）
            </Button>
          </li>
        )}
      </ul>
    );
  };

  return (
    <div className="flex gap-6">
      <div className="max-h-[70vh] min-w-[420px] flex-1 overflow-auto rounded border border-gray-200 p-2">{renderLevel('', 0)}</div>
      <aside className="w-[460px] shrink-0 rounded border border-gray-200 p-4" data-testid="org-tree-panel">
        {selected ? (
          <Detail node={selected} groupListPath={groupListPath} withdrawalPath={withdrawalPath} />
        ) : (
          <p className="text-sm text-gray-500">选择一个机构查看其活动组</p>
        )}
      </aside>
    </div>
  );
}

function Detail({ node, groupListPath, withdrawalPath }: { node: Node; groupListPath: string; withdrawalPath: string }) {
  const [groups, setGroups] = useState<GroupRow[] | null>(null);
  const [withdrawalId, setWithdrawalId] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setGroups(null);
    setWithdrawalId(null);
    api<unknown>(groupListPath, { body: { orgCode: node.orgCode }, silent: true })
      .then((g) => live && setGroups(GROUPS.rows(g)))
      .catch(() => live && setGroups([]));
    if (node.memberId)
      api<unknown>(withdrawalPath, { body: { memberId: node.memberId }, silent: true })
        .then((answer) => {
          const w = WITHDRAWAL.object(answer);
          if (live) setWithdrawalId(w?.activityGroupId == null ? null : String(w.activityGroupId));
        })
        .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [node.orgCode, node.memberId, groupListPath, withdrawalPath]);
  return (
    <div className="flex flex-col gap-3">
      <div>
        <p className="text-base font-medium text-gray-800">{node.orgName}</p>
        <p className="text-xs text-gray-500">
          {node.orgCode} · {node.orgLevel} 级 · {node.orgType === 101820 ? '管理机构' : '普通机构'}
        </p>
      </div>
      <Button size="sm" className="self-start" onClick={() => openDialog({ kind: 'dialog', entity: 'org', id: node.orgCode })}>
        查看机构详情
      </Button>
      <div>
        <p className="mb-1 text-sm text-gray-700">活动组</p>
        {groups === null ? (
          <p className="text-xs text-gray-500">加载中...</p>
        ) : groups.length === 0 ? (
          <p className="text-xs text-gray-500">暂无数据</p>
        ) : (
          <ul className="flex flex-col gap-1" data-testid="org-tree-groups">
            {groups.map((g) => (
              <li key={g.activityGroupId} className="flex justify-between text-sm">
                <span>
                  {g.activityGroupName}
                  <span className="ml-1 text-xs text-gray-500">{g.activityGroupId}</span>
                </span>
                <span
                  className={`text-xs ${String(g.activityGroupId) === withdrawalId ? 'text-brand' : 'text-gray-500'}`}
                  data-group-kind={String(g.activityGroupId) === withdrawalId ? 'withdrawal' : 'policy'}
                >
                  {String(g.activityGroupId) === withdrawalId ? '提现' : '政策'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
