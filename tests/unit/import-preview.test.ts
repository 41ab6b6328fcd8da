// Issue #53 item 3: a batch 调账 file's count and totals, restated before it goes.
import { describe, expect, it } from 'vitest';
import { importFigures, importQuestion } from '@/lib/widgets/import-preview';

describe('a batch 调账 file before it goes', () => {
  it('counts the lines below the header and totals each direction', () => {
    const rows = [
      ['账户编号', '调账方向', '金额(元)', '调账原因'],
      ['1001', '+', '1234.5', 'a'],
      ['', '', '', ''],
      ['1002', '调减', '0.25', 'b'],
      ['1003', '-', '10', 'c'],
    ];
    const f = importFigures(rows, { direction: 1, amount: 2 });
    expect(f).toEqual({ lines: 3, plusFen: 123450, minusFen: 1025 });
    expect(importQuestion('调账.xlsx', f).details).toEqual([
      ['文件', '调账.xlsx'],
      ['笔数', '3'],
      ['调增合计(元)', '1,234.50'],
      ['调减合计(元)', '10.25'],
    ]);
  });
});
