import { describe, expect, it } from 'vitest';
import { type RowButton, type RowsHtmlInput, rowRenderer, rowsHtml } from '@/components/list/rows-html';
import type { ColumnView } from '@/lib/list/view';

// The list body as HTML (built alike on the server and in the browser): every text escaped, the
// status badge, the id button the body's handler answers, and each row's buttons by their rule.
/** The whole body, as the table's first render writes it. */
const bodyOf = (input: RowsHtmlInput) => rowsHtml(rowRenderer(input), 0, input.rows.length);
const col = (c: Partial<ColumnView> & { key: string }) => ({ title: c.key, ...c }) as ColumnView;

describe('rowsHtml', () => {
  const columns = [
    col({ key: 'memberId', link: 'member', linkAllowed: true }),
    col({ key: 'realName' }),
    col({
      key: 'status',
      format: 'enum',
      options: [
        { value: '1', label: '正常' },
        { value: '0', label: '冻结' },
      ],
    }),
    col({ key: 'amt', format: 'money' }),
  ];
  const rows = [
    { memberId: 'A1', realName: '<img src=x onerror=alert(1)>"&\'', status: 1, amt: 12345 },
    { memberId: 'B2', realName: '', status: 0, amt: null },
  ];
  const buttons: RowButton[] = [
    { id: 'edit', label: '编辑' },
    { id: 'unfreeze', label: '解冻', when: { field: 'status', values: [0] } },
  ];
  const html = bodyOf({ columns, classes: [undefined, undefined, undefined, 'num'], rows, dicts: {}, offset: 40, buttons });

  it('escapes every text: a name cannot add markup', () => {
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&amp;&#39;');
    expect(html).not.toContain('<img');
  });

  it('numbers the rows from the offset, draws ids as links to their dialog and statuses as badges, empty cells as -', () => {
    const trs = html.split('</tr>').filter(Boolean);
    expect(trs).toHaveLength(2);
    expect(trs[0]).toMatch(/^<tr><td>41<\/td>/);
    // A link to the dialog's URL: Ctrl-click or middle-click opens it in a new tab (issue #39).
    expect(trs[0]).toContain('<a href="?dlg=member%3AA1%3A" data-id-link="member">A1</a>');
    expect(trs[0]).toContain('<span class="badge ok">正常</span>');
    expect(trs[0]).toContain('<td class="num">123.45</td>');
    expect(trs[1]).toContain('<td>-</td>');
    expect(trs[1]).toContain('<span class="badge warn">冻结</span>');
  });

  it('gives each row the buttons whose rule it meets', () => {
    const [first, second] = html.split('</tr>');
    expect(first).toContain('data-action="edit"');
    expect(first).not.toContain('data-action="unfreeze"');
    expect(second).toContain('data-action="unfreeze"');
    // Without buttons a row is 序号 and its cells, nothing after them.
    const plain = bodyOf({ columns, classes: [], rows, dicts: {}, offset: 0 }).split('</tr>')[0]!;
    expect(plain.match(/<td/g)).toHaveLength(columns.length + 1);
  });
});
