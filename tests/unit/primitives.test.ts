import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SimpleTable } from '@/components/ui/simple-table';

// Issue #41: one table and one pager primitive. A hand-built table or prev/next pager drifts in
// look and behaviour from the others; every plain table goes through components/ui/simple-table.tsx
// (a list screen's through the list engine's own), every pager through components/ui/pager.tsx
// (a list screen's through components/list/pagination.tsx).
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function tsxFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) tsxFiles(path, out);
    else if (name.endsWith('.tsx')) out.push(relative(ROOT, path).split('\\').join('/'));
  }
  return out;
}

const SOURCES = ['components', 'app'].flatMap((d) => tsxFiles(join(ROOT, d)));
const holding = (needle: RegExp) => SOURCES.filter((f) => needle.test(readFileSync(join(ROOT, f), 'utf8')));

describe('one table and one pager primitive', () => {
  it('draws every <table> in SimpleTable or the list engine', () => {
    expect(holding(/<table[\s>]/).sort()).toEqual(['components/list/data-table.tsx', 'components/ui/simple-table.tsx']);
  });

  it('draws every 上一页 in Pager or the list pagination', () => {
    expect(holding(/上一页/).sort()).toEqual(['components/list/pagination.tsx', 'components/ui/pager.tsx']);
  });
});

describe('SimpleTable', () => {
  const html = (props: Parameters<typeof SimpleTable>[0]) => renderToStaticMarkup(createElement(SimpleTable, props));

  it('draws column headers in its own look, a width added, and the caller’s attributes on the table', () => {
    const out = html({ head: ['名称', { title: '序号', className: 'w-12' }], id: 't', children: null });
    expect(out).toMatch(/<table [^>]*id="t"/);
    expect(out).toMatch(/<th scope="col" class="[^"]*text-xs[^"]*">名称<\/th>/);
    expect(out).toMatch(/<th scope="col" class="[^"]*text-xs[^"]* w-12">序号<\/th>/);
    expect(out).toContain('<thead>');
  });

  it('takes a table’s own header look, keeps a hidden title for screen readers, and sticks its header', () => {
    const out = html({ head: [{ title: '选择', hidden: true }], headClassName: 'px-3', stickyHead: true, children: null });
    expect(out).toContain('<thead class="sticky top-0"><tr><th scope="col" class="px-3"><span class="sr-only">选择</span></th>');
  });
});
