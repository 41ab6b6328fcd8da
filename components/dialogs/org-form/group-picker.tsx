'use client';

// The activity-group picker of the organisation form's policy tab (spec 03 §2), apart from the tab.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Pager } from '@/components/ui/pager';
import { SimpleTable, TD } from '@/components/ui/simple-table';
import { OrgSearch } from '@/components/widgets/org-search';
import { orgCalls } from '@/lib/calls/orgs';
import { MSG } from '@/lib/orgs/rules';
import { reads } from '@/lib/answer/reads';
import { useUpstream } from '@/lib/swr/upstream';
import { enumLabelOf } from './labels';
import { useCallPath } from './paths';
import type { TabProps } from './tab-props';

export interface PickRow {
  activityGroupId: number | string;
  activityGroupName: string;
  activityMode: number | string;
  /** The owning organisation and the creator's and updater's names, where the answer gives them. */
  orgCode?: string | null;
  crtMemberName?: string | null;
  uptMemberName?: string | null;
  crtMemberId: string | null;
  crtTime: string;
  uptMemberId: string | null;
  uptTime: string;
  remark: string | null;
}

const PICKED = reads<PickRow>('POST /admin/member/activity/group/page', {
  activityGroupId: true,
  activityGroupName: true,
  activityMode: true,
  orgCode: true,
  crtMemberName: true,
  uptMemberName: true,
  crtMemberId: true,
  crtTime: true,
  uptMemberId: true,
  uptTime: true,
  remark: true,
});

/** A member id with its name when the answer gives one: 机构名（5A3C02E436）. */
const named = (id: string | null, name?: string | null) => (id ? (name ? `${name}（${id}）` : id) : '-');

/**
 * The activity-group picker (spec 03 §2): group id, name, activity mode, creator, created time,
 * updater, updated time, remark, a select action per row; the search filter is the organisation,
 * chosen with the organisation search (issue #53), preset to `owner` (a new organisation's parent),
 * whose groups alone may be picked then.
 */
export function GroupPicker({
  open,
  onOpenChange,
  onPick,
  t,
  owner,
  roleType,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onPick: (row: PickRow) => void;
  t: TabProps['t'];
  owner?: { code: string; name: string };
  roleType: 'PRODUCT' | 'ORG';
}) {
  const callPath = useCallPath();
  const [nameDraft, setNameDraft] = useState('');
  const [orgCode, setOrgCode] = useState(owner?.code ?? '');
  const [orgName, setOrgName] = useState(owner?.name ?? '');
  // Also by the group's name (issue #39, pickers: the spec's filter is the organisation code alone).
  const [name, setName] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const { data: answer, isLoading } = useUpstream<unknown>(
    callPath(orgCalls.groupPicker),
    { pageNum, pageSize: 50, ...(orgCode ? { orgCode } : {}), ...(name ? { activityGroupName: name } : {}) },
    { silent: true, retry: true },
  );
  const data = answer === undefined ? undefined : PICKED.page(answer);
  const rows = data?.data ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`选择${t.activityGroup}`} width="1100px">
      <form
        className="mb-3 flex items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setName(nameDraft.trim());
          setPageNum(1);
        }}
      >
        <OrgSearch
          id="group-picker-orgCode"
          className="w-72"
          roleType={roleType}
          value={orgName}
          placeholder={`请输入${t.org}名称或编号`}
          onSelect={(_emit, row) => {
            setOrgCode(String(row.orgCode ?? ''));
            setOrgName(String(row.orgName ?? ''));
            setPageNum(1);
          }}
          onClear={() => {
            setOrgCode('');
            setOrgName('');
            setPageNum(1);
          }}
        />
        <Input
          id="group-picker-name"
          value={nameDraft}
          onChange={(e) => setNameDraft(e.target.value)}
          placeholder={`请输入${t.activityGroup}名称`}
          className="w-60"
          maxLength={50}
        />
        <Button type="submit" variant="primary">
          查询
        </Button>
        <Button
          onClick={() => {
            setNameDraft('');
            setOrgCode(owner?.code ?? '');
            setOrgName(owner?.name ?? '');
            setName('');
            setPageNum(1);
          }}
        >
          清空
        </Button>
      </form>
      {owner && (
        <p className="mb-2 text-xs text-gray-500" data-testid="group-picker-owner">
          新{t.org}只能使用上级{t.org} {owner.name}（{owner.code}）的{t.activityGroup}
        </p>
      )}
      <div className="max-h-[420px] overflow-auto">
        <SimpleTable
          data-table="group-picker"
          head={[
            `${t.activityGroup}编号`,
            `${t.activityGroup}名称`,
            '活动模式',
            '创建人',
            '创建时间',
            '更新人',
            '更新时间',
            '备注',
            '操作',
          ]}
        >
          {rows.length === 0 && (
            <tr>
              <td colSpan={9} className="py-6 text-center text-sm text-gray-500">
                {isLoading ? '加载中...' : '暂无数据'}
              </td>
            </tr>
          )}
          {rows.map((r) => (
            <tr key={String(r.activityGroupId)}>
              <td className={TD}>{r.activityGroupId}</td>
              <td className={TD}>{r.activityGroupName}</td>
              <td className={TD}>{enumLabelOf('activityMode', r.activityMode)}</td>
              <td className={TD}>{named(r.crtMemberId, r.crtMemberName)}</td>
              <td className={TD}>{r.crtTime}</td>
              <td className={TD}>{named(r.uptMemberId, r.uptMemberName)}</td>
              <td className={TD}>{r.uptTime}</td>
              <td className={TD}>{r.remark ?? ''}</td>
              <td className={TD}>
                <Button
                  variant="text"
                  size="sm"
                  onClick={() => onPick(r)}
                  data-pick={r.activityGroupId}
                  disabled={!!owner && !!r.orgCode && r.orgCode !== owner.code}
                  title={owner && r.orgCode && r.orgCode !== owner.code ? MSG.groupNotUsable : undefined}
                >
                  选择
                </Button>
              </td>
            </tr>
          ))}
        </SimpleTable>
      </div>
      <Pager total={data?.total ?? 0} pageNum={pageNum} pageSize={50} onPage={setPageNum} />
    </Dialog>
  );
}
