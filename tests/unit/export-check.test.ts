// 01-#8: the mcf check call before the psam-activity and psam-with-indicator exports (spec 01 §7)
// has a path of ours: an upstream without it (404) lets the export go ahead; a refusal stops it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passesExportCheck } from '@/lib/client/export-check';
import { dismiss, getNotices } from '@/lib/client/notify';

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  for (const n of getNotices()) dismiss(n.id);
});

describe('the mcf export check (01-#8)', () => {
  it('passes when the check answers 20', async () => {
    answer(200, { status: 20, message: '成功', data: { count: 3 } });
    expect(await passesExportCheck('/admin/export/psam/check', {})).toBe(true);
    expect(getNotices()).toEqual([]);
  });
  it('an upstream without the check call (404) lets the export go ahead, silently', async () => {
    answer(404, { status: 44, message: '接口不存在', fault: 'upstream', httpStatus: 404 });
    expect(await passesExportCheck('/admin/export/psam/check', {})).toBe(true);
    expect(getNotices()).toEqual([]);
  });
  it("a business refusal stops the export and shows the upstream's message", async () => {
    answer(200, { status: 50, message: '导出数据9条，超过5条，请缩小查询范围', code: 'E7050' });
    expect(await passesExportCheck('/admin/export/psam/check', {})).toBe(false);
    expect(getNotices().map((n) => n.message)).toEqual(['导出数据9条，超过5条，请缩小查询范围【返回码：E7050】']);
  });
  it('another HTTP failure stops it too', async () => {
    answer(500, { status: 50, message: '系统异常', fault: 'upstream', httpStatus: 500 });
    expect(await passesExportCheck('/admin/export/psam/check', {})).toBe(false);
    expect(getNotices()).toHaveLength(1);
  });
});
