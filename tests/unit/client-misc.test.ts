import { describe, expect, it, vi } from 'vitest';
import { BROWSER_WARNING, shouldWarnBrowser } from '@/lib/client/browser';
import { filenameFromDisposition } from '@/lib/format/filename';
import { dismiss, getNotices, MAX_NOTICES, notify } from '@/lib/client/notify';
import { CHUNK_TIMEOUT_MS, onDemand } from '@/lib/client/on-demand';
import { NETWORK_ERROR_TEXT } from '@/lib/errors/classify';
import { leafNames, leafTitles, packNav, packTitles, unpackNav, visibleMenu } from '@/components/shell/menu-model';

const UA = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  qq: 'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.71 Safari/537.36 Core/1.94.202.400 QQBrowser/11.9.5355.400',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 EdgA/126.0',
};

describe('browser warning', () => {
  it('quotes the warning', () => expect(BROWSER_WARNING).toContain('Chrome 或 Firefox'));
  it('spares Chrome and Firefox', () => {
    for (const ua of [UA.chrome, UA.headless, UA.firefox]) expect(shouldWarnBrowser(ua)).toBe(false);
  });
  it('warns Edge, Opera, Safari and others on the desktop', () => {
    for (const ua of [UA.edge, UA.opera, UA.safari, UA.qq]) expect(shouldWarnBrowser(ua)).toBe(true);
  });
  it('never warns mobile browsers', () => {
    for (const ua of [UA.iphone, UA.android]) expect(shouldWarnBrowser(ua)).toBe(false);
  });
});

describe('export file names', () => {
  it('prefers filename* (UTF-8) over filename', () => {
    const h = `attachment; filename="export.xls"; filename*=UTF-8''%E8%AE%A2%E5%8D%95%E5%88%97%E8%A1%A8.xlsx`;
    expect(filenameFromDisposition(h)).toBe('订单列表.xlsx');
  });
  it('reads a quoted or bare filename', () => {
    expect(filenameFromDisposition('attachment; filename="a \\"b\\".xls"')).toBe('a "b".xls');
    expect(filenameFromDisposition('attachment; filename=tusn.txt')).toBe('tusn.txt');
    expect(filenameFromDisposition('attachment; filename=%E8%AE%A2%E5%8D%95.xls')).toBe('订单.xls');
  });
  it('gives null without a name', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('attachment')).toBeNull();
  });
});

describe('notify store', () => {
  it('counts the same notice on the one shown, and keeps the stack short (issue #53)', () => {
    for (let i = 0; i < 4; i++) notify({ type: 'success', message: '上传成功', duration: 0 });
    expect(getNotices()).toMatchObject([{ message: '上传成功', count: 4 }]);
    for (const m of ['一', '二', '三']) notify({ type: 'warning', message: m, duration: 0 });
    expect(getNotices().map((n) => n.message)).toEqual(['一', '二', '三']);
    expect(getNotices()).toHaveLength(MAX_NOTICES);
    for (const n of [...getNotices()]) dismiss(n.id);
  });
  it('defaults the title, appends the code, and closes after the duration', () => {
    vi.useFakeTimers();
    try {
      const id = notify({ type: 'error', message: '失败', code: 'E9' });
      const n = getNotices().find((x) => x.id === id);
      expect(n).toMatchObject({ title: '系统提示', message: '失败【返回码：E9】', duration: 5000 });
      vi.advanceTimersByTime(4999);
      expect(getNotices().some((x) => x.id === id)).toBe(true);
      vi.advanceTimersByTime(1);
      expect(getNotices().some((x) => x.id === id)).toBe(false);
      const sticky = notify({ type: 'info', title: 'T', message: 'm', duration: 0 });
      vi.advanceTimersByTime(60_000);
      expect(getNotices().some((x) => x.id === sticky)).toBe(true);
      dismiss(sticky);
      expect(getNotices()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('code loaded on a click', () => {
  it('hands the module over, and a chunk that fails to load is notified, then thrown on', async () => {
    await expect(onDemand(async () => ({ download: 'fn' }))).resolves.toEqual({ download: 'fn' });
    expect(getNotices()).toHaveLength(0);
    const failure = new Error('ChunkLoadError');
    await expect(onDemand(() => Promise.reject(failure))).rejects.toBe(failure);
    const notice = getNotices().at(-1)!;
    expect(notice).toMatchObject({ type: 'error', message: NETWORK_ERROR_TEXT });
    dismiss(notice.id);
  });
});

describe('a chunk that does not come (01-N16, spec 01 §9 "Chunk load timeout 120 seconds")', () => {
  it('gives up after 120 s with the network notice', async () => {
    vi.useFakeTimers();
    try {
      const pending = onDemand(() => new Promise<never>(() => undefined));
      const settled = expect(pending).rejects.toThrow(/120000 ms/);
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
      expect(getNotices()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await settled;
      const notice = getNotices().at(-1)!;
      expect(notice).toMatchObject({ type: 'error', message: NETWORK_ERROR_TEXT });
      dismiss(notice.id);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('sidebar menu model', () => {
  const allowed: Record<string, string> = { AcctList: '账户列表', BIZ_AcctList: '账户列表', OrgTree: '机构树' };
  const check = (name: string) => allowed[name] ?? null;

  it('keeps allowed registered leaves and drops empty groups', () => {
    const nodes = visibleMenu(
      [
        {
          name: 'acct',
          title: '账户',
          children: [
            { name: 'AcctList', title: '' },
            { name: 'Secret', title: '秘密' },
            { name: 'BIZ_AcctList', title: '业务账户' },
          ],
        },
        { name: 'none', title: '空组', children: [{ name: 'Secret', title: '秘密' }] },
        { name: 'OrgTree', title: '机构树' },
        { name: 'AcctList', title: 'dup' },
      ],
      check,
    );
    expect(nodes).toEqual([
      {
        kind: 'group',
        key: '0',
        name: 'acct',
        title: '账户',
        children: [
          { kind: 'leaf', name: 'AcctList', title: '账户列表' },
          { kind: 'leaf', name: 'BIZ_AcctList', title: '业务账户' },
        ],
      },
      { kind: 'leaf', name: 'OrgTree', title: '机构树' },
    ]);
    expect(leafNames(nodes)).toEqual(['AcctList', 'BIZ_AcctList', 'OrgTree']);
    expect(leafTitles(nodes)).toEqual({ AcctList: '账户列表', BIZ_AcctList: '业务账户', OrgTree: '机构树' });

    // The titles map travels without what the leaves and the BIZ_ twins already say.
    const titles = {
      AcctList: '账户列表',
      BIZ_AcctList: '业务账户',
      OrgTree: '机构树',
      BIZ_OrgTree: '机构树',
      Hidden: '不在菜单',
      BIZ_Hidden: '不在菜单',
      BIZ_Only: '仅业务',
    };
    const packed = packTitles(titles, nodes);
    expect(packed).toEqual({ extra: { Hidden: '不在菜单', BIZ_Only: '仅业务' }, biz: ['OrgTree', 'Hidden'] });
    // The menu and titles travel as one text, unpacked whole.
    const nav = packNav(nodes, packed);
    expect(unpackNav(nav)).toEqual({ nodes, titles });
    expect(nav.text.length).toBeLessThan(JSON.stringify({ nodes, packed }).length / 2);
    // The shell's parts share one unpacking of the same text (as rendered again, another object);
    // another menu, another.
    expect(unpackNav({ text: nav.text.slice() })).toBe(unpackNav(nav));
    expect(unpackNav(packNav([], packed)).titles).not.toHaveProperty('AcctList');
  });
});
