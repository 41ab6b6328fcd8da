'use client';

import { Button } from '@/components/ui/button';

/**
 * Pages of a picker's fixed-size results (the bank branch and activity group pickers): the total,
 * previous and next, `n / pages`. A list screen's pages, with sizes and a page box, are
 * components/list/pagination.tsx.
 */
export function Pager({
  total,
  pageNum,
  pageSize,
  onPage,
}: {
  total: number;
  pageNum: number;
  pageSize: number;
  onPage: (n: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="mt-2 flex items-center justify-end gap-2 text-sm text-gray-600">
      <span>共 {total} 条</span>
      <Button size="sm" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
        上一页
      </Button>
      <span>
        {pageNum} / {pages}
      </span>
      <Button size="sm" disabled={pageNum >= pages} onClick={() => onPage(pageNum + 1)}>
        下一页
      </Button>
    </div>
  );
}
