'use client';

import { PAGE_SIZES } from '@/lib/filters/url';

export interface PaginationProps {
  total: number;
  pageNum: number;
  pageSize: number;
  onChange: (pageNum: number, pageSize: number) => void;
  /** The list's own default size (import configs 99), offered among the others. */
  defaultSize?: number;
  /** The list came whole: show its count only. */
  whole?: boolean;
}

/** Pages of a list: sizes 20/50/100/200 (spec 01 §9), previous/next, a page box and the total. */
export function Pagination({ total, pageNum, pageSize, onChange, defaultSize, whole }: PaginationProps) {
  // A whole-list answer (ListDef.paged false): the count, nothing to page through.
  if (whole)
    return (
      <nav aria-label="分页" className="flex items-center justify-end py-3 text-sm text-gray-600">
        <span data-testid="total">共 {total} 条</span>
      </nav>
    );
  const sizes =
    defaultSize && !(PAGE_SIZES as readonly number[]).includes(defaultSize)
      ? [...PAGE_SIZES, defaultSize].sort((a, b) => a - b)
      : PAGE_SIZES;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (n: number) => onChange(Math.min(Math.max(1, n), pages), pageSize);
  return (
    <nav aria-label="分页" className="flex flex-wrap items-center justify-end gap-3 py-3 text-sm text-gray-600">
      <span data-testid="total">共 {total} 条</span>
      <select
        aria-label="每页条数"
        value={pageSize}
        onChange={(e) => onChange(1, Number(e.target.value))}
        className="h-7 rounded border border-gray-300 bg-white px-2"
      >
        {sizes.map((s) => (
          <option key={s} value={s}>
            {s}条/页
          </option>
        ))}
      </select>
      <button
        type="button"
        aria-label="上一页"
        disabled={pageNum <= 1}
        onClick={() => go(pageNum - 1)}
        className="h-7 rounded border border-gray-300 px-2 disabled:opacity-40"
      >
        ‹
      </button>
      <span aria-current="page" data-testid="page">
        {pageNum} / {pages}
      </span>
      <button
        type="button"
        aria-label="下一页"
        disabled={pageNum >= pages}
        onClick={() => go(pageNum + 1)}
        className="h-7 rounded border border-gray-300 px-2 disabled:opacity-40"
      >
        ›
      </button>
      <label className="flex items-center gap-1">
        前往
        <input
          aria-label="前往页"
          type="number"
          min={1}
          max={pages}
          defaultValue={pageNum}
          key={pageNum}
          onKeyDown={(e) => e.key === 'Enter' && go(Number((e.target as HTMLInputElement).value) || 1)}
          className="h-7 w-14 rounded border border-gray-300 px-1 text-center"
        />
        页
      </label>
    </nav>
  );
}
