import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { json, type Page } from '../support/envelope';
import { html } from '../support/pages';

// Spec 01 §6 UserSearchTagSearch: /UserSearch searches merchants by their tags, behind that right.
const base = inject('consoleUrl');
const AT = { 'x-console-screen': 'UserSearch' };
let admin: ConsoleClient;
let operator: ConsoleClient;

beforeAll(async () => {
  [admin, operator] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator')]);
});

describe('the tag search of the merchant list', () => {
  it('narrows the merchants to those holding a chosen tag', async () => {
    const groups = await json<{ data: { data: Array<{ tagIndicators: Array<{ tagId: string | number }> }> } }>(
      await admin.api(
        '/admin/tag/group-list',
        { pageNum: 1, pageSize: 100, tagSubType: 701002, custGroups: ['MEMBER_MERCHANT_GROUP'], tagName: '' },
        AT,
      ),
    );
    const ids = groups.data.data.flatMap((g) => g.tagIndicators.map((t) => String(t.tagId)));
    expect(ids.length).toBeGreaterThan(0);
    const total = async (body: Record<string, unknown>) =>
      (await json<Page>(await admin.api('/admin/merchant/page', { pageNum: 1, pageSize: 1, ...body }, AT))).data.total;
    const all = await total({});
    const counts = await Promise.all(ids.slice(0, 3).map((id) => total({ memberTags: id })));
    expect(counts.some((n) => n > 0)).toBe(true);
    expect(counts.every((n) => n < all)).toBe(true);
    // Several tags: the merchants holding any of them.
    expect(await total({ memberTags: ids.slice(0, 3).join(',') })).toBeGreaterThanOrEqual(Math.max(...counts));
  });

  it('is offered only to an operator holding UserSearchTagSearch', async () => {
    expect(await html(admin, '/UserSearch')).toContain('商户标签');
    // The operator opens the merchant list but holds no UserSearchTagSearch.
    const text = await html(operator, '/UserSearch');
    expect(text).toContain('商户管理');
    expect(text).not.toContain('商户标签');
  });
});
