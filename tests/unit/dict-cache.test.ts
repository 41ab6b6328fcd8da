import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.fn();
vi.mock('@/lib/client/fetcher', () => ({ api: (...args: unknown[]) => api(...args) }));

const { DICT_STORE_DELAY_MS, dictOptions, loadDict, peekDict, resetDictCache, seedDict } = await import('@/lib/dict/cache');

const rows = (typeId: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ typeId, typeName: i === 0 ? '请选择' : `名称${i}`, typeValue: i === 0 ? '' : `${typeId}${i}` }));

describe('dictOptions: the header row', () => {
  it('drops the first row of ordinary types and of 1000', () => {
    expect(dictOptions(9000, rows(9000, 3))).toEqual([
      { value: '90001', label: '名称1' },
      { value: '90002', label: '名称2' },
    ]);
    expect(dictOptions(1000, rows(1000, 2))).toEqual([{ value: '10001', label: '名称1' }]);
  });
  it('keeps the first row of 1029', () => {
    expect(dictOptions(1029, rows(1029, 2)).map((o) => o.label)).toEqual(['请选择', '名称1']);
  });
  it('drops the pick-list header once, not twice', () => {
    for (const id of [1203, 2021, 2902, 3021, 7070, 8070]) expect(dictOptions(id, rows(id, 3)), String(id)).toHaveLength(2);
  });
  it('turns numeric values into strings', () => {
    expect(dictOptions(1029, [{ typeId: 1029, typeName: '甲', typeValue: 7 }])).toEqual([{ value: '7', label: '甲' }]);
  });
});

describe('loadDict', () => {
  beforeEach(() => {
    resetDictCache();
    api.mockReset();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('calls the dictionary page with the spec body, silently', async () => {
    api.mockResolvedValue({ data: rows(8070, 3), total: 3 });
    await expect(loadDict(8070)).resolves.toHaveLength(2);
    expect(api).toHaveBeenCalledWith('/admin/dict/page', { body: { pageNum: 1, pageSize: 100, typeId: 8070 }, silent: true });
  });

  it('stores a type only after the 1000 ms delay, sharing the request meanwhile', async () => {
    api.mockResolvedValue({ data: rows(9000, 3) });
    const first = await loadDict(9000);
    expect(peekDict(9000)).toBeUndefined();
    await loadDict(9000);
    expect(api).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(DICT_STORE_DELAY_MS - 1);
    expect(peekDict(9000)).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(peekDict(9000)).toEqual(first);
    await loadDict(9000);
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('shares one request between concurrent callers', async () => {
    let resolve!: (v: unknown) => void;
    api.mockReturnValue(new Promise((r) => (resolve = r)));
    const a = loadDict(1000);
    const b = loadDict(1000);
    resolve({ data: rows(1000, 2) });
    expect(await a).toEqual(await b);
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('fails silently: an empty list, not cached, fetched again next time', async () => {
    api.mockRejectedValueOnce(new Error('boom'));
    await expect(loadDict(2902)).resolves.toEqual([]);
    vi.advanceTimersByTime(DICT_STORE_DELAY_MS);
    expect(peekDict(2902)).toBeUndefined();
    api.mockResolvedValueOnce({ data: rows(2902, 2) });
    await expect(loadDict(2902)).resolves.toHaveLength(1);
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('reads an odd answer as no rows', async () => {
    api.mockResolvedValue(null);
    await expect(loadDict(7070)).resolves.toEqual([]);
  });

  it('reuses seeded options without a call', async () => {
    seedDict(1203, [{ value: 'a', label: '甲' }]);
    await expect(loadDict(1203)).resolves.toEqual([{ value: 'a', label: '甲' }]);
    expect(api).not.toHaveBeenCalled();
  });
});
