import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type ConsoleClient, signedIn } from '../support/console-client';

// Spec 01 §1: outside 'all' and 'myx' the console says 服务商 for 机构 and 政策包 for 活动组, in every
// title, label, column and filter, settled on the server.
const base = inject('consoleUrl');
let provider: ConsoleClient;
let agent: ConsoleClient;

beforeAll(async () => {
  [provider, agent] = await Promise.all([signedIn(base, 'provider'), signedIn(base, 'agent')]);
});

describe('terminology by product code', () => {
  it('mcf: columns, filters, menus and titles say 服务商', async () => {
    const html = await (await provider.fetch('/BIZ_MemberList')).text();
    expect(html).toContain('服务商编号');
    expect(html).toContain('服务商名称');
    expect(html).not.toMatch(/机构编号|机构名称|顶级机构/);
    const view = await (await provider.fetch('/views/dialog/member?screen=BIZ_MemberList')).text();
    expect(view).not.toContain('机构');
  });

  it('myx keeps 机构', async () => {
    const html = await (await agent.fetch('/BIZ_MemberList')).text();
    expect(html).toContain('机构编号');
    expect(html).not.toContain('服务商编号');
  });
});
