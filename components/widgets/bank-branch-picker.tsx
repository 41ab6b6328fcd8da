'use client';

import { reads } from '@/lib/answer/reads';
import { branchPage } from '@/lib/calls/lookups';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { useUpstream } from '@/lib/swr/upstream';
import { Pager } from '@/components/ui/pager';
import { SimpleTable } from '@/components/ui/simple-table';

export const BRANCH_PAGE_PATH = branchPage.path;
/** Spec 01 §9: bank pickers page by 50. */
export const BRANCH_PAGE_SIZE = 50;
export const NEED_AREA = '先选择省市';
export const NEED_BANK = '先选择银行总行';

export interface BranchRow {
  branchName: string;
  bankBranchCode: string;
  bankName: string;
  bankCode: string;
}

interface BranchPage {
  rows: BranchRow[];
  total: number;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Spec 03 §5: the city comes first, then the head bank; null when a search may run. */
export function branchBlocker(bankCode: string | null | undefined, areaCode: string | null | undefined): string | null {
  if (!areaCode) return NEED_AREA;
  if (!bankCode) return NEED_BANK;
  return null;
}

/** A page answer as rows whose codes are strings (the emitted selection, spec 01 §2 item 4). */
const BRANCHES = reads<{ branchName?: unknown; bankBranchCode?: unknown; bankName?: unknown; bankCode?: unknown }>(
  'POST /admin/bank/branch/page',
  { branchName: true, bankBranchCode: true, bankName: true, bankCode: true },
);

export function toBranchPage(data: unknown): BranchPage {
  const page = BRANCHES.page(data);
  const rows = page.data
    .map((r) => (r && typeof r === 'object' ? r : {}))
    .map((r) => ({
      branchName: text(r.branchName),
      bankBranchCode: text(r.bankBranchCode),
      bankName: text(r.bankName),
      bankCode: text(r.bankCode),
    }))
    .filter((r) => r.bankBranchCode);
  return { rows, total: page.total };
}

export function branchQueryBody(bankCode: string, areaCode: string, query: string, pageNum = 1) {
  return { pageNum, pageSize: BRANCH_PAGE_SIZE, bankCode, areaCode, query: query.trim() };
}

export interface BankBranchPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bankCode?: string | null;
  areaCode?: string | null;
  onSelect: (row: BranchRow) => void;
}

// The picker keeps its own roomier look (the body's text size, taller rows).
const HEAD = 'border-b border-gray-200 bg-gray-50 px-2 py-2 text-left font-medium text-gray-600';
const CELL = 'border-b border-gray-100 px-2 py-2';

/** Spec 01 §2 item 4: a searchable branch table with a radio choice and 选择该支行. */
export function BankBranchPicker({ open, onOpenChange, bankCode, areaCode, onSelect }: BankBranchPickerProps) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const [chosen, setChosen] = useState<string | null>(null);
  const blocker = branchBlocker(bankCode, areaCode);

  // Look-up failures stay silent (spec 01 §8); the table simply shows nothing.
  const wanted = open && !blocker;
  const { data: answer, isLoading } = useUpstream<unknown>(
    wanted ? BRANCH_PAGE_PATH : null,
    wanted ? branchQueryBody(bankCode!, areaCode!, query, pageNum) : {},
    { silent: true, retry: true, keepPrevious: true },
  );
  const data = useMemo(() => (answer === undefined ? undefined : toBranchPage(answer)), [answer]);
  const rows = data?.rows ?? [];

  // Each new answer preselects its first row (spec 01 §2 item 4).
  const [seen, setSeen] = useState<BranchPage | undefined>(undefined);
  if (data !== seen) {
    setSeen(data);
    setChosen(data?.rows[0]?.bankBranchCode ?? null);
  }

  function search(e: FormEvent) {
    e.preventDefault();
    setQuery(draft);
    setPageNum(1);
  }

  function confirm() {
    const row = rows.find((r) => r.bankBranchCode === chosen);
    if (!row) return;
    onSelect(row);
    onOpenChange(false);
  }

  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / BRANCH_PAGE_SIZE));
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="选择支行"
      width="900px"
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>取消</Button>
          <Button variant="primary" disabled={!chosen || !!blocker} onClick={confirm}>
            选择该支行
          </Button>
        </>
      }
    >
      {blocker ? (
        <p role="alert" className="py-8 text-center text-sm text-warn">
          {blocker}
        </p>
      ) : (
        <>
          <form onSubmit={search} className="mb-3 flex gap-2">
            <Input
              aria-label="支行名称"
              placeholder="请输入支行名称"
              maxLength={40}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
            <Button variant="primary" type="submit">
              查询
            </Button>
          </form>
          <SimpleTable
            className="text-sm"
            headClassName={HEAD}
            head={[
              { title: '序号', className: 'w-12' },
              { title: '选择', className: 'w-10', hidden: true },
              '支行名称',
              '支行编号',
              '银行名称',
              '银行编号',
            ]}
          >
            {rows.map((r, i) => (
              <tr
                key={r.bankBranchCode}
                onClick={() => setChosen(r.bankBranchCode)}
                aria-selected={chosen === r.bankBranchCode}
                className={`cursor-pointer ${chosen === r.bankBranchCode ? 'bg-brand-light' : 'hover:bg-gray-50'}`}
              >
                <td className={CELL}>{(pageNum - 1) * BRANCH_PAGE_SIZE + i + 1}</td>
                <td className={CELL}>
                  <input
                    type="radio"
                    name="bank-branch"
                    aria-label={r.branchName}
                    checked={chosen === r.bankBranchCode}
                    onChange={() => setChosen(r.bankBranchCode)}
                  />
                </td>
                <td className={CELL}>{r.branchName}</td>
                <td className={CELL}>{r.bankBranchCode}</td>
                <td className={CELL}>{r.bankName}</td>
                <td className={CELL}>{r.bankCode}</td>
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={6} className="py-8 text-center text-gray-500">
                  {isLoading ? '加载中…' : '暂无数据'}
                </td>
              </tr>
            )}
          </SimpleTable>
          {pages > 1 && <Pager total={data?.total ?? 0} pageNum={pageNum} pageSize={BRANCH_PAGE_SIZE} onPage={setPageNum} />}
        </>
      )}
    </Dialog>
  );
}
