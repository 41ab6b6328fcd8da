// The organisation area's integration files (orgs.test.ts, orgs-scope.test.ts): the screens' headers
// and paths, the envelope, and a complete organisation form body unique to this run.

export const A = { 'x-console-screen': 'OrgInfManage' };
export const G = { 'x-console-screen': 'BIZ_AgentUsePageOrgInfManage' };
export const P = '/all/pos/standard/org/admin/org';
export const PA = '/myx/pos/standard/org/admin/org';

export type Envelope<T = Record<string, unknown>> = { status: number; message: string; data: T };
export const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as Envelope<T>;

// Unique per test file (each loads this module afresh; the files run one after another): the suite
// shares one upstream.
export const run = Date.now().toString(36).slice(-5);
export const password = `Pw${run}x9Z`;

export function orgBody(over: { inf?: Record<string, unknown>; card?: Record<string, unknown>; parent?: string; groups?: unknown[] } = {}) {
  const parent = over.parent ?? 'ORG0002';
  const img = (tag: string) => `ORGIMG${parent === 'ORG0002' ? 'ORG0002' : 'ORG0001'}${tag}`;
  return {
    orgInf: {
      parentOrgCode: parent,
      orgName: `集成测试机构${run}`,
      orgType: '101810',
      realName: '李四',
      tagIds: 'sd',
      adminMemberLoginId: `it${run}`,
      adminMemberPwd: password,
      reInputadminMemberPwd: password,
      bindMobile: '13912345678',
      ...over.inf,
    },
    orgCard: {
      settleType: '104210',
      cardHostName: '李四',
      idcNum: '110101199003071234',
      cardNo: '6222021234567890123',
      bankCode: '102',
      bankName: '中国工商银行',
      provinceCode: '110000',
      province: '北京市',
      cityCode: '110100',
      city: '北京市',
      bankBranchCode: '102100099996',
      bankBranchName: '中国工商银行北京分行',
      preMobile: '13912345678',
      idcFrontImg: img('2001'),
      idcReverseImg: img('2002'),
      cardFrontImg: img('2004'),
      ...over.card,
    },
    orgActivity: over.groups ?? [],
  };
}
