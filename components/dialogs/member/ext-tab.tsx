'use client';

import { useState } from 'react';
import { OpenIdContext } from '@/components/list/cell';
import { DataTable } from '@/components/list/data-table';
import { Pagination } from '@/components/list/pagination';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { StatusNote } from '@/components/ui/status-note';
import { notify } from '@/lib/client/notify';
import { linkTarget, openDialog } from '@/lib/client/url';
import { PERMISSION_DENIED } from '@/lib/errors/texts';
import { cellText, EMPTY_CELL, type Row } from '@/lib/list/cell-text';
import type { ColumnView } from '@/lib/list/view';
import { type ExtAnswer, type ExtSearch, useExtension } from '@/lib/swr/extension';
import { storedFileSrc } from '@/lib/widgets/image';
import type { BespokeTabProps } from '../bespoke';

type Search = ExtSearch;
const FIRST: Search = { pageNum: 1, pageSize: 20, productCode: '', activityGroupId: '', activityGroupName: '', status: '' };
/** The page kind's text searches (spec 02 §2: product code, activity group id, name). */
const TEXT_SEARCHES = [
  ['productCode', '产品编码'],
  ['activityGroupId', '政策包编号'],
  ['activityGroupName', '名称'],
] as const;

/**
 * An extension tab of the member record (spec 02 §2 extendPages): the entry `x<index>`, loaded 500
 * ms after the record by the console's /views/ext (which posts to the url the record lists); its
 * remark above, then a list, a searchable page or an object, by the entry's kind.
 */
export function MemberExtTab({ id, entity, tab }: BespokeTabProps) {
  const index = Number(tab.id.slice(1));
  const [draft, setDraft] = useState<Search>(FIRST);
  const [search, setSearch] = useState<Search | null>(null);
  const { data, error, isLoading } = useExtension(entity, id, index, search);
  if (error) return <StatusNote>{error instanceof Error ? error.message : '记录不存在'}</StatusNote>;
  if (!data) return <StatusNote>加载中...</StatusNote>;
  const open = (column: ColumnView, row: Row) =>
    column.linkAllowed === false
      ? notify({ type: 'error', title: '提示', message: PERMISSION_DENIED })
      : openDialog(linkTarget(column, row));
  const remark = data.remark && !['list', 'page', 'object'].includes(data.remark.toLowerCase()) ? data.remark : '';
  return (
    <div data-ext-tab={index} data-ext-kind={data.kind}>
      {remark && (
        <p className="mb-3 text-sm text-gray-500" data-ext-remark>
          {remark}
        </p>
      )}
      {data.kind === 'object' ? (
        <ObjectFields columns={data.columns} record={data.data as Row} open={open} />
      ) : (
        <OpenIdContext value={open}>
          {data.kind === 'page' && (
            <form
              className="mb-3 flex flex-wrap items-end gap-3 text-sm"
              onSubmit={(e) => {
                e.preventDefault();
                setSearch({ ...draft, pageNum: 1 });
              }}
            >
              {TEXT_SEARCHES.map(([key, label]) => (
                <div key={key} className="flex w-40 flex-col gap-1 text-gray-600">
                  {label}
                  <Input
                    aria-label={label}
                    maxLength={40}
                    placeholder={`请输入${label}`}
                    value={draft[key]}
                    onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
                  />
                </div>
              ))}
              <div className="flex w-36 flex-col gap-1 text-gray-600">
                状态
                <Select
                  aria-label="状态"
                  options={data.statusOptions ?? []}
                  placeholder="请选择状态"
                  value={draft.status}
                  onChange={(e) => setDraft({ ...draft, status: e.target.value })}
                />
              </div>
              <Button type="submit" variant="primary" loading={isLoading}>
                查询
              </Button>
            </form>
          )}
          <DataTable
            columns={data.columns}
            rows={data.data as Row[]}
            rowKey={data.kind === 'page' ? 'activityGroupId' : 'activityId'}
            dicts={{}}
            loading={isLoading}
            offset={data.kind === 'page' ? ((search ?? FIRST).pageNum - 1) * (search ?? FIRST).pageSize : 0}
          />
          {data.kind === 'page' && (
            <Pagination
              total={data.total ?? 0}
              pageNum={(search ?? FIRST).pageNum}
              pageSize={(search ?? FIRST).pageSize}
              onChange={(pageNum, pageSize) => setSearch({ ...(search ?? draft), pageNum, pageSize })}
            />
          )}
        </OpenIdContext>
      )}
    </div>
  );
}

function ObjectFields({ columns, record, open }: { columns: ExtAnswer['columns']; record: Row; open: (c: ColumnView, r: Row) => void }) {
  return (
    <dl className="grid grid-cols-3 gap-x-6 gap-y-3 text-sm">
      {columns.map((c) => {
        const text = cellText(c, record, {});
        const src = c.image ? storedFileSrc(record[c.key], 'image') : '';
        return (
          <div key={c.key} className="flex min-w-0 gap-2" data-field={c.key}>
            <dt className="w-28 shrink-0 text-gray-500">{c.title}</dt>
            <dd className="min-w-0 break-all text-gray-800">
              {c.image ? (
                src ? (
                  <img src={src} alt={c.title} className="h-24 w-36 rounded border border-gray-200 object-contain" />
                ) : (
                  EMPTY_CELL
                )
              ) : c.link && text !== EMPTY_CELL ? (
                <button type="button" data-id-link={c.link} className="text-brand hover:underline" onClick={() => open(c, record)}>
                  查看
                </button>
              ) : (
                text
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
