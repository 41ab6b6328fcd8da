import { afterEach, describe, expect, it } from 'vitest';
import { jsonForScript, keepFirstPage, keptText, readFirstPage, takeKeptText } from '@/lib/list/first-page';
import { packPage } from '@/lib/list/paging';

// A document's first page kept beside the RSC payload: kept by the page, read by the HTML render,
// taken once into the document, swept when its render never came; written safely into a script.
const page = {
  total: 3,
  data: [
    { id: 'a', name: '张三' },
    { id: 'b', name: '</script><script>alert(1)</script>' },
  ],
};

afterEach(() => {
  (globalThis as Record<symbol, unknown>)[Symbol.for('console.list.firstPages')] = undefined;
});

describe('first page kept beside the payload', () => {
  it('is read by the HTML render, then taken once', () => {
    const { kept } = keepFirstPage(packPage(page));
    expect(readFirstPage({ kept })).toEqual({ total: 3, data: page.data });
    // The render may read it again (a second pass) until the document carries it.
    expect(readFirstPage({ kept })?.data).toHaveLength(2);
    expect(takeKeptText(kept)).toBe(packPage(page));
    expect(takeKeptText(kept)).toBeNull();
    expect(readFirstPage({ kept })).toBeNull();
  });

  it('each page kept gets a random name of its own, not a count of the lists opened', () => {
    const a = keepFirstPage('[0,[],[]]').kept;
    const b = keepFirstPage('[0,[],[]]').kept;
    expect(a).not.toBe(b);
    for (const name of [a, b]) expect(name).toMatch(/^first-page-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('a page whose render never came is swept after 30 s, when another is kept', () => {
    const old = keepFirstPage(packPage(page), 1_000).kept;
    const young = keepFirstPage(packPage(page), 20_000).kept;
    keepFirstPage(packPage(page), 31_000);
    expect(keptText(old)).toBeNull();
    expect(keptText(young)).toBe(packPage(page));
  });

  it('a text or a page object passes through; null stays null', () => {
    expect(readFirstPage(packPage(page))).toEqual({ total: 3, data: page.data });
    expect(readFirstPage(page)).toBe(page);
    expect(readFirstPage(null)).toBeNull();
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element or start a comment, and parses back to the same value', () => {
    const text = JSON.stringify({ s: '</script><!-- & \u2028\u2029 >' });
    const safe = jsonForScript(text);
    expect(safe).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(safe)).toEqual(JSON.parse(text));
  });
});
