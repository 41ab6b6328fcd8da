import { beforeAll, describe, expect, inject, it } from 'vitest';
import { screens } from '@/lib/screens';
import { auditDuring } from '../support/audit-file';
import { type ConsoleClient, signedIn } from '../support/console-client';

// System, app and messaging, scheduler, reports, agent pages and checks (issue 17) over HTTP: role
// changes hold on the operator's next call, the SQL page's audit line, each action's refusal, the
// agent pages' scope and gate, every new list with rows.
const base = inject('consoleUrl');
const auditFile = inject('auditFile');
let admin: ConsoleClient;
let operator: ConsoleClient;
let agent: ConsoleClient;

const AT = (screen: string) => ({ 'x-console-screen': screen });
interface Envelope<T = Record<string, unknown>> {
  status: number;
  message?: string;
  data: T;
}
type Page<T = Record<string, unknown>> = Envelope<{ data: T[]; total: number }>;
const json = async <T = Envelope>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const page = (client: ConsoleClient, screen: string, body: Record<string, unknown> = {}) => {
  const def = screens.find((s) => s.name === screen)!;
  return json<Page>(client.api(def.list!.call.path, { pageNum: 1, pageSize: 20, ...body }, AT(screen)));
};

beforeAll(async () => {
  [admin, operator, agent] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator'), signedIn(base, 'agent')]);
});

const NEW_LISTS = [
  'SystemAuthorizationSetting',
  'SystemAuthorizationTree',
  'SystemAuthorizationTreeApp',
  'TaskManager',
  'ProcessList',
  'BaseImportList',
  'BaseImportListConfig',
  'BaseTemplate',
  'FileListUploadLog',
  'SheetList',
  'CalendarList',
  'AppFunction',
  'AppVersion',
  'AppAgreement',
  'AppFeedback',
  'AppQuestion',
  'AppVideo',
  'AppMenu',
  'OperateAgentMessageOfficial',
  'OperateAgentMessageNotice',
  'OperateAgentMessageNoticeBatch',
  'OperateSendSMS',
  'OperateSendSMSTmpltSee',
  'OperateOrder',
  'WechatRecord',
  'ReportTag',
  'ReportData102303',
  'ReportData102304',
  'ReportData102312',
  'AgentUsePageTermData',
  'AgentUsePageIncomeData',
  'AgentUsePageUserSearch',
  'AgentUsePageAcctList',
  'LYSRegisterCheck',
  'FullCnlRegisterCheck',
];

describe('every list screen of the issue', () => {
  it('opens with rows for the administrator', async () => {
    for (const name of NEW_LISTS) {
      const res = await admin.fetch(`/${name}`);
      expect(res.status, name).toBe(200);
      const p = await page(admin, name, { startDate: '', endDate: '' });
      expect(p.status, `${name}: ${p.message}`).toBe(20);
      expect(p.data.total, name).toBeGreaterThan(0);
    }
  });

  it('every status of spec 01 §4 is present', async () => {
    const cases: Array<[string, string, number[]]> = [
      ['ProcessList', 'processStatus', [0, 1, 2, 3, 4, 5]],
      ['BaseImportList', 'importStatus', [0, 10, 20, 40]],
      ['AppFeedback', 'feedbackStatus', [10, 15, 20]],
      ['TaskManager', 'executeStatus', [0, 1]],
      ['OperateSendSMS', 'sendStatus', [10, 20, 40]],
      ['OperateAgentMessageNotice', 'handleStatus', [0, 1]],
      ['OperateAgentMessageOfficial', 'pushStatus', [20, 40]],
      ['OperateAgentMessageNoticeBatch', 'batchStatus', [10, 20, 30]],
      ['AppVersion', 'publishType', [1, 2, 3]],
    ];
    for (const [screen, field, values] of cases) {
      for (const v of values) {
        const p = await page(admin, screen, { [field]: String(v) });
        expect(p.data.total, `${screen} ${field}=${v}`).toBeGreaterThan(0);
        expect(p.data.data.every((r) => Number(r[field]) === v)).toBe(true);
      }
    }
    // "send status 0 all": 0 asks for every status.
    expect((await page(admin, 'OperateSendSMS', { sendStatus: '0' })).data.total).toBe((await page(admin, 'OperateSendSMS')).data.total);
  });
});

describe('rights: roles and the resource tree', () => {
  it('a role edited in 角色管理 changes what that operator can open on the next request', async () => {
    // The operator's rights are cached first (a page opened), then changed.
    expect((await operator.fetch('/TaskManager')).headers.get('location')).toContain('/403');
    const name = `巡检角色${Date.now() % 100000}`;
    const added = await json<Envelope<{ roleId: number }>>(
      admin.api('/admin/role/add', { roleName: name, roleType: 'PRODUCT' }, AT('SystemAuthorizationSetting')),
    );
    expect(added.status, added.message).toBe(20);
    const roleId = added.data.roleId;
    const saved = await json(admin.api('/admin/role/res/save', { roleId, resIds: ['TaskManager'] }, AT('SystemAuthorizationSetting')));
    expect(saved.status, saved.message).toBe(20);
    const before = await json<Envelope<{ roleId: string }>>(
      admin.api('/admin/employee/role/detail', { empId: '10002' }, AT('SystemAuthorizationMember')),
    );
    const assigned = await json(
      admin.api('/admin/employee/role/save', { empId: '10002', roleId: String(roleId) }, AT('SystemAuthorizationMember')),
    );
    expect(assigned.status, assigned.message).toBe(20);
    try {
      const res = await operator.fetch('/TaskManager');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('日终对账');
      // The resource unticked on the tree: refused again at once.
      await json(admin.api('/admin/role/res/save', { roleId, resIds: ['ProcessList'] }, AT('SystemAuthorizationSetting')));
      expect((await operator.fetch('/TaskManager')).headers.get('location')).toContain('/403');
      expect((await operator.fetch('/ProcessList')).status).toBe(200);
      // The role disabled: its resources no longer count.
      await json(admin.api('/admin/role/disable', { roleId }, AT('SystemAuthorizationSetting')));
      expect((await operator.fetch('/ProcessList')).headers.get('location')).toContain('/403');
      // A disabled resource on the tree is granted by no role.
      await json(admin.api('/admin/role/enable', { roleId }, AT('SystemAuthorizationSetting')));
      expect((await operator.fetch('/ProcessList')).status).toBe(200);
      await json(admin.api('/admin/res/upt', { resId: 'ProcessList', resName: '流程列表', status: 0 }, AT('SystemAuthorizationTree')));
      expect((await operator.fetch('/ProcessList')).headers.get('location')).toContain('/403');
      await json(admin.api('/admin/res/upt', { resId: 'ProcessList', resName: '流程列表', status: 1 }, AT('SystemAuthorizationTree')));
    } finally {
      await json(admin.api('/admin/employee/role/save', { empId: '10002', roleId: before.data.roleId }, AT('SystemAuthorizationMember')));
    }
    expect((await operator.fetch('/ProcessList')).headers.get('location')).toContain('/403');
  });

  it('refuses what the rules do not allow, with the spec-style message', async () => {
    const dup = await json(admin.api('/admin/role/add', { roleName: '运营专员', roleType: 'PRODUCT' }, AT('SystemAuthorizationSetting')));
    expect(dup.message).toBe('角色名称已存在');
    const unknown = await json(
      admin.api('/admin/role/res/save', { roleId: 2, resIds: ['NoSuchScreen'] }, AT('SystemAuthorizationSetting')),
    );
    expect(unknown.message).toBe('资源不存在：NoSuchScreen');
    const orgRole = (await page(admin, 'SystemAuthorizationSetting', { roleType: 'ORG' })).data.data[0];
    const mismatch = await json(
      admin.api('/admin/employee/role/save', { empId: '10002', roleId: String(orgRole.roleId) }, AT('SystemAuthorizationMember')),
    );
    expect(mismatch.message).toBe('角色类型与员工类型不一致');
    const parent = await json(
      admin.api('/admin/res/add', { resId: 'X1', resName: 'x', parentId: 'OrderPagePosExport', resType: 3 }, AT('SystemAuthorizationTree')),
    );
    expect(parent.message).toBe('上级菜单不存在');
    // The operator has no right to roles at all.
    expect((await operator.api('/admin/role/res/save', { roleId: 2, resIds: [] }, AT('SystemAuthorizationSetting'))).status).toBe(403);
    expect((await operator.api('/admin/employee/role/save', { empId: '10002', roleId: '1' }, AT('SystemAuthorizationMember'))).status).toBe(
      403,
    );
  });

  it('the role dialog tree lists the registry screens, ticked for the role', async () => {
    const tree = await json<Envelope<{ nodes: Array<{ resId: string; checked: number; resType: number }> }>>(
      admin.api('/admin/role/res/tree', { roleId: 1 }, AT('SystemAuthorizationSetting')),
    );
    const ids = new Set(tree.data.nodes.map((n) => n.resId));
    for (const s of screens) expect(ids.has(s.name), s.name).toBe(true);
    expect(tree.data.nodes.filter((n) => n.resType !== 1).every((n) => n.checked === 1)).toBe(true);
  });
});

describe('the SQL page', () => {
  it('exports one SELECT as a file and audits the SQL text with personal data masked', async () => {
    const sql = "SELECT member_id, mobile FROM member WHERE mobile <> '13812345678' AND real_name <> '张三丰' LIMIT 3";
    const { result, lines } = await auditDuring(auditFile, () => admin.api('/admin/export/sql', { sql }, AT('SQLPage')));
    expect(result.status).toBe(200);
    const text = await result.text();
    expect(text.split('\n')[0]).toContain('member_id,mobile');
    expect(text).not.toMatch(/1[3-9]\d{9}/); // the mobile column comes masked
    const line = lines.find((l) => l.path === '/admin/export/sql')!;
    expect(line.sql).toContain('SELECT member_id, mobile FROM member');
    expect(String(line.sql)).not.toContain('13812345678');
    expect(String(line.sql)).not.toContain('张三丰');
    expect(line.loginId).toBe('admin');
  });

  it('refuses anything but one query, credential tables, and operators without the right', async () => {
    for (const [sql, message] of [
      ['DELETE FROM member', '只允许执行单条查询语句'],
      ['SELECT 1; SELECT 2', '只允许执行单条查询语句'],
      ['SELECT * FROM employee', '不允许查询该表'],
    ]) {
      const res = await admin.api('/admin/export/sql', { sql }, AT('SQLPage'));
      expect((await res.json()).message).toBe(message);
    }
    expect((await operator.api('/admin/export/sql', { sql: 'SELECT 1' }, AT('SQLPage'))).status).toBe(403);
    expect((await operator.fetch('/SQLPage')).headers.get('location')).toContain('/403');
  });
});

describe('row actions and their refusals', () => {
  it('scheduler: pause, enable, trigger; each refused in the wrong state', async () => {
    const jobs = (await page(admin, 'TaskManager')).data.data;
    const running = jobs.find((j) => j.executeStatus === 1)!;
    const paused = jobs.find((j) => j.executeStatus === 0)!;
    const act = (what: string, jobId: unknown) => json(admin.api(`/admin/schedule/job/${what}`, { jobId }, AT('TaskManager')));
    expect((await act('enable', running.jobId)).message).toBe('任务已是正常状态');
    expect((await act('pause', paused.jobId)).message).toBe('任务已暂停');
    expect((await act('trigger', paused.jobId)).message).toBe('任务已暂停，不能立即执行');
    const logs = () =>
      json<Page>(
        admin.api(
          '/admin/schedule/log/page',
          { jobId: running.jobId, pageNum: 1, pageSize: 5 },
          { ...AT('TaskManager'), 'x-console-view': 'dialog:task:log' },
        ),
      );
    const before = (await logs()).data.total;
    expect((await act('trigger', running.jobId)).status).toBe(20);
    expect((await logs()).data.total).toBe(before + 1);
    expect((await act('pause', running.jobId)).status).toBe(20);
    expect((await act('enable', running.jobId)).status).toBe(20);
    const bad = await json(
      admin.api('/admin/schedule/job/save', { jobId: running.jobId, jobName: '日终对账', cron: 'every day' }, AT('TaskManager')),
    );
    expect(bad.message).toBe('执行表达式格式错误');
  });

  it('processes retry only when failed; feedback is handled once', async () => {
    const done = (await page(admin, 'ProcessList', { processStatus: 3 })).data.data[0];
    expect((await json(admin.api('/admin/process/retry', { processId: done.processId }, AT('ProcessList')))).message).toBe(
      '当前流程状态不能重试',
    );
    const failed = (await page(admin, 'ProcessList', { processStatus: 1 })).data.data[0];
    expect((await json(admin.api('/admin/process/retry', { processId: failed.processId }, AT('ProcessList')))).status).toBe(20);
    const open = (await page(admin, 'AppFeedback', { feedbackStatus: 10 })).data.data[0];
    const handle = () =>
      json(admin.api('/admin/feedback/handle', { feedbackId: open.feedbackId, handleResult: '已回电说明' }, AT('AppFeedback')));
    expect((await handle()).status).toBe(20);
    expect((await handle()).message).toBe('该反馈已处理，不能重复处理');
    expect(
      (await operator.api('/admin/feedback/handle', { feedbackId: open.feedbackId, handleResult: 'x' }, AT('AppFeedback'))).status,
    ).toBe(403);
  });

  it('app versions: the version code must grow', async () => {
    const res = await json(
      admin.api(
        '/admin/app/version/add',
        { appType: '10', osType: 'iOS', versionNo: '1.0.0', versionCode: 1, publishType: '3' },
        AT('AppVersion'),
      ),
    );
    expect(res.message).toBe('版本代码须大于该App同系统已发布的版本');
  });
});

describe('agent pages and dashboards', () => {
  it('agent pages open for the agent, scoped to its organisation; refused to others', async () => {
    for (const name of [
      'AgentUsePageTermData',
      'AgentUsePageIncomeData',
      'AgentUsePageUserSearch',
      'AgentUsePageAcctList',
      'ReportData102304',
    ]) {
      expect((await agent.fetch(`/${name}`)).status, name).toBe(200);
      expect((await operator.fetch(`/${name}`)).headers.get('location'), name).toContain('/403');
    }
    const operatorHome = await (await operator.fetch('/')).text();
    expect(operatorHome).not.toContain('AgentUsePageTermData');
    const mine = await page(agent, 'AgentUsePageTermData', { pageSize: 200 });
    const all = await page(admin, 'AgentUsePageTermData', { pageSize: 200 });
    expect(mine.data.total).toBeGreaterThan(0);
    expect(mine.data.total).toBeLessThan(all.data.total);
    // ORG0001's subtree only: every row's organisation is ORG0001 or under it.
    const codes = new Set(mine.data.data.map((r) => String(r.orgCode)));
    expect(codes.has('ORG0001')).toBe(true);
  });

  it('the dashboard figures add up and follow the caller’s scope', async () => {
    type D = { byDay: Array<{ transAmt: number }>; byOrg: Array<{ transAmt: number }>; totals: { transAmt: number } };
    const whole = await json<Envelope<D>>(admin.api('/admin/report/dashboard', {}, AT('HomeChartV2')));
    expect(whole.data.byDay.length).toBe(30);
    const sum = whole.data.byDay.reduce((s, r) => s + r.transAmt, 0);
    expect(sum).toBe(whole.data.totals.transAmt);
    expect(whole.data.byOrg.reduce((s, r) => s + r.transAmt, 0)).toBe(sum);
    const bad = await json(admin.api('/admin/report/dashboard', { startDate: '2026-05-01', endDate: '2026-04-01' }, AT('HomeChartV3')));
    expect(bad.message).toBe('开始日期不能晚于结束日期');
    expect((await operator.api('/admin/report/dashboard', {}, AT('HomeChartV2'))).status).toBe(403);
  });
});

describe('import configs page by 99', () => {
  it('/BaseImportListConfig renders its first page at 99 a page, offered beside 20/50/100/200', async () => {
    const html = await (await admin.fetch('/BaseImportListConfig')).text();
    const options = html.replaceAll('<!-- -->', '');
    expect(options).toContain('<option value="99" selected="">99条/页</option>');
    for (const s of [20, 50, 100, 200]) expect(options).toContain(`<option value="${s}">${s}条/页</option>`);
    // Other lists keep 20 and do not offer 99.
    const other = (await (await admin.fetch('/BaseImportList')).text()).replaceAll('<!-- -->', '');
    expect(other).toContain('<option value="20" selected="">20条/页</option>');
    expect(other).not.toContain('99条/页');
  });
});

describe('report exports and figures', () => {
  const u16 = (text: string) => Buffer.from(text, 'utf16le');
  /** A cell text in a BIFF8 file: UTF-16 or, for Latin-1 text, possibly 8-bit. */
  const holds = (file: Buffer, text: string) => file.includes(u16(text)) || file.includes(Buffer.from(text, 'latin1'));
  // The report data pages export through admin/standard/export with their report code (spec 01 §7).
  const REPORTS: Array<[string, string, string, Record<string, string>?]> = [
    ['ReportTag', '/admin/export/report-tag', '活跃会员数'],
    ['ReportData102303', '/admin/standard/export', '返现金额(元)', { reportCode: '102303' }],
    ['ReportData102304', '/admin/standard/export', '分润金额(元)', { reportCode: '102304' }],
    ['ReportData102312', '/admin/standard/export', '奖励金额(元)', { reportCode: '102312' }],
    ['MerchantReport', '/admin/export/merchant-report', '交易商户数'],
  ];

  it('each report list exports what its table shows as a spreadsheet, through the proxy, only with the screen', async () => {
    const range = { startDate: '2026-10-01 00:00:00', endDate: '2026-10-31 23:59:59' };
    for (const [screen, path, header, code = {}] of REPORTS) {
      const def = screens.find((s) => s.name === screen)!;
      expect(def.list!.export!.call.path, screen).toBe(path);
      expect(def.list!.export!.body ?? {}, screen).toEqual(code);
      const res = await admin.api(
        path,
        { ...range, ...code, pageNum: 1, pageSize: 20 },
        { ...AT(screen), 'x-export-name': encodeURIComponent(def.title) },
      );
      expect(res.status, screen).toBe(200);
      expect(res.headers.get('content-type'), screen).toContain('application/vnd.ms-excel');
      expect(decodeURIComponent(res.headers.get('content-disposition') ?? ''), screen).toContain(`${def.title}_`);
      const file = Buffer.from(await res.arrayBuffer());
      expect(file.includes(u16(header)), `${screen}: ${header}`).toBe(true);
      // The operator holds none of the report screens: refused before the upstream.
      expect((await operator.api(path, { ...range, ...code }, AT(screen))).status, screen).toBe(403);
    }
  });

  it('an agent’s export holds its own subtree only; amounts in yuan', async () => {
    const range = { startDate: '2026-11-01', endDate: '2026-11-20' };
    const all = (await page(admin, 'ReportData102304', { ...range, pageSize: 500 })).data.data;
    const mine = new Set((await page(agent, 'ReportData102304', { ...range, pageSize: 500 })).data.data.map((r) => String(r.orgName)));
    const outside = all.find((r) => !mine.has(String(r.orgName)))!;
    expect(outside).toBeTruthy();
    const body = { ...range, reportCode: '102304' };
    const asAdmin = Buffer.from(await (await admin.api('/admin/standard/export', body, AT('ReportData102304'))).arrayBuffer());
    const asAgent = Buffer.from(await (await agent.api('/admin/standard/export', body, AT('ReportData102304'))).arrayBuffer());
    expect(asAdmin.includes(u16(String(outside.orgName)))).toBe(true);
    expect(asAgent.includes(u16(String(outside.orgName)))).toBe(false);
    expect(asAgent.includes(u16([...mine][0]))).toBe(true);
    const first = all[0];
    expect(holds(asAdmin, (Number(first.profitAmt) / 100).toFixed(2))).toBe(true);
  });

  it('the dashboards export their table by day or by organisation; refused without the screen', async () => {
    const range = { startDate: '2026-11-01', endDate: '2026-11-20' };
    const byOrg = await admin.api('/admin/export/dashboard', { ...range, by: 'org' }, AT('HomeChartV3'));
    expect(byOrg.status).toBe(200);
    const orgFile = Buffer.from(await byOrg.arrayBuffer());
    expect(orgFile.includes(u16('机构'))).toBe(true);
    expect(holds(orgFile, '（ORG0001）')).toBe(true);
    const byDay = Buffer.from(await (await admin.api('/admin/export/dashboard', { ...range, by: 'day' }, AT('HomeChartV2'))).arrayBuffer());
    const days = (
      await json<Envelope<{ byDay: Array<{ statDate: string }> }>>(admin.api('/admin/report/dashboard', range, AT('HomeChartV2')))
    ).data.byDay;
    expect(days.length).toBeGreaterThan(10);
    for (const d of days) expect(holds(byDay, d.statDate), d.statDate).toBe(true);
    expect((await operator.api('/admin/export/dashboard', range, AT('HomeChartV2'))).status).toBe(403);
  });

  it('report tables show figures with thousands separators, money with 2 decimals', async () => {
    const html = await (await admin.fetch('/ReportData102304?startDate=2026-10-01+00:00:00&endDate=2026-11-20+23:59:59')).text();
    expect(html).toMatch(/>\d{1,3}(,\d{3})+\.\d{2}</);
    expect(html).toMatch(/>\d{1,3}(,\d{3})*</);
    const tags = await (await admin.fetch('/ReportTag?startDate=2026-10-01+00:00:00&endDate=2026-11-20+23:59:59')).text();
    expect(tags).toMatch(/>\d{1,3}(,\d{3})+\.\d{2}</);
  });
});

describe('app videos: upload through the proxy', () => {
  const upload = (client: ConsoleClient, name: string, type: string, group = 'APPVIDEO') => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(4096, 7)], { type }), name);
    form.append('custFileGroup', group);
    form.append('memberId', '');
    form.append('custFileTag', `video@${Date.now()}`);
    form.append('fileType', '100790');
    return client
      .fetch('/api/admin/standard/file-upload', { method: 'POST', body: form, headers: AT('AppVideo') })
      .then((r) => r.json() as Promise<Envelope<{ fileId: string; fileName: string; wanFullUri: string }>>);
  };

  it('an mp4 goes up multipart and becomes a video row with its name; the file plays back through the proxy', async () => {
    const up = await upload(admin, '新手教学.mp4', 'video/mp4');
    expect(up.status, up.message).toBe(20);
    const title = `上传视频${Date.now() % 100000}`;
    const added = await json<Envelope<{ videoId: number }>>(
      admin.api('/admin/app/video/add', { appType: '10', title, fileId: up.data.fileId, sort: 1, status: 1 }, AT('AppVideo')),
    );
    expect(added.status, added.message).toBe(20);
    const row = (await page(admin, 'AppVideo', { title })).data.data[0];
    expect(row).toMatchObject({ title, fileId: up.data.fileId, fileName: '新手教学.mp4' });
    const file = await admin.fetch(`/api${up.data.wanFullUri}`, { headers: AT('AppVideo') });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('video/mp4');
    expect((await file.arrayBuffer()).byteLength).toBe(4096);
  });

  it('refuses anything but an uploaded mp4 of the video group, and operators without the edit right', async () => {
    expect((await upload(admin, 'clip.avi', 'video/x-msvideo')).message).toBe('只支持上传 mp4 格式的视频');
    const picture = await upload(admin, 'card.png', 'image/png', 'BANKCARD');
    expect(picture.status).toBe(20);
    const add = (fileId: string) =>
      json(admin.api('/admin/app/video/add', { appType: '10', title: '非视频', fileId, status: 1 }, AT('AppVideo')));
    expect((await add(picture.data.fileId)).message).toBe('视频文件不存在，请重新上传');
    expect((await add('NOSUCHFILE')).message).toBe('视频文件不存在，请重新上传');
    expect((await add('')).message).toBe('请上传视频文件');
    expect(
      (await operator.api('/admin/app/video/add', { appType: '10', title: 'x', fileId: picture.data.fileId }, AT('AppVideo'))).status,
    ).toBe(403);
  });
});

describe('the welcome page', () => {
  const section = (html: string, label: string) => new RegExp(`aria-label="${label}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';
  const links = (html: string, label: string) => [...section(html, label).matchAll(/data-screen-link="([^"]+)"/g)].map((m) => m[1]);
  const figures = (html: string) =>
    Object.fromEntries([...html.matchAll(/data-figure="([^"]+)" data-value="([^"]+)"/g)].map((m) => [m[1], Number(m[2])]));

  it('shows headline figures only from calls the operator may make; an ORG operator’s are its subtree’s', async () => {
    for (const path of ['/', '/Index']) {
      const html = await (await admin.fetch(path)).text();
      const f = figures(html);
      expect(Object.keys(f).sort(), path).toEqual(
        ['activations', 'newMerchants', 'openFeedback', 'retryProcesses', 'transAmt', 'transCnt'].sort(),
      );
      expect(f.transAmt).toBeGreaterThan(0);
      expect(section(html, '数据概览')).toMatch(/>\d{1,3}(,\d{3})+\.\d{2}</);
    }
    const admins = figures(await (await admin.fetch('/')).text());
    // Matches the dashboard's own latest day and the lists' totals.
    const dash = await json<Envelope<{ byDay: Array<{ transAmt: number }> }>>(admin.api('/admin/report/dashboard', {}, AT('HomeChartV2')));
    expect(admins.transAmt).toBe(dash.data.byDay.at(-1)!.transAmt);
    expect(admins.openFeedback).toBe((await page(admin, 'AppFeedback', { feedbackStatus: '10' })).data.total);
    // The operator holds none of the sources: no figure, and no call made for one.
    const { result, lines } = await auditDuring(auditFile, () => operator.fetch('/'));
    const opHtml = await result.text();
    expect(opHtml).not.toContain('data-figure=');
    expect(opHtml).not.toContain('交易金额(元)');
    expect(lines.some((l) => l.path === '/admin/report/dashboard' || l.path === '/admin/feedback/page')).toBe(false);
    // The agent: the dashboard's figures of its own subtree, not the platform's feedback or processes.
    const agents = figures(await (await agent.fetch('/')).text());
    expect(Object.keys(agents).sort()).toEqual(['activations', 'newMerchants', 'transAmt', 'transCnt']);
    expect(agents.transAmt).toBeGreaterThan(0);
    expect(agents.transAmt).toBeLessThan(admins.transAmt);
  });

  it('lists the operator’s own most used and recent screens, counted on the server, never another operator’s', async () => {
    const provider = await signedIn(base, 'provider');
    // Another operator's visits of a screen the provider may open too count nothing here.
    for (let i = 0; i < 3; i++) expect((await agent.fetch('/BIZ_BankList')).status).toBe(200);
    let home = await (await provider.fetch('/')).text();
    expect(links(home, '常用页面')).not.toContain('BIZ_BankList');
    for (let i = 0; i < 3; i++) await provider.fetch('/BIZ_MemberList');
    await provider.fetch('/BIZ_BankList');
    home = await (await provider.fetch('/')).text();
    const used = links(home, '常用页面');
    expect(used.indexOf('BIZ_MemberList')).toBeGreaterThanOrEqual(0);
    expect(used.indexOf('BIZ_MemberList')).toBeLessThan(used.indexOf('BIZ_BankList'));
    expect(links(home, '最近访问')[0]).toBe('BIZ_BankList');
    expect(section(home, '常用页面')).toContain('>银行列表<');
    // The agent's list holds its own visit.
    expect(links(await (await agent.fetch('/')).text(), '最近访问')).toContain('BIZ_BankList');
  });
});

describe('system and messaging forms', () => {
  const post = (client: ConsoleClient, path: string, body: Record<string, unknown>, screen: string) =>
    json<Envelope<Record<string, unknown>>>(client.api(path, body, AT(screen)));
  const n = () => Date.now() % 100000;

  it('基础模板: add and edit, refusing a taken code, a wrong file or version, and an operator without the right', async () => {
    const code = `TPL_T${n()}`;
    const good = {
      templateCode: code,
      templateName: '测试模板',
      templateType: '导入模板',
      fileName: 'test.xlsx',
      version: 'v1.0',
      status: 1,
    };
    const added = await post(admin, '/admin/template/add', good, 'BaseTemplate');
    expect(added.status, added.message).toBe(20);
    expect((await post(admin, '/admin/template/add', good, 'BaseTemplate')).message).toBe('模板编码已存在');
    expect((await post(admin, '/admin/template/add', { ...good, templateCode: 'a-b' }, 'BaseTemplate')).message).toBe(
      '模板编码只能包含字母、数字和下划线',
    );
    expect(
      (await post(admin, '/admin/template/add', { ...good, templateCode: `X${n()}`, fileName: 'a.exe' }, 'BaseTemplate')).message,
    ).toBe('模板文件须为 xls、xlsx、docx 或 pdf 文件');
    expect((await post(admin, '/admin/template/add', { ...good, templateCode: `Y${n()}`, version: '1' }, 'BaseTemplate')).message).toBe(
      '版本号格式应为 v主版本.次版本，如 v1.0',
    );
    // The form's own rules refuse at the gate, before the upstream.
    expect((await post(admin, '/admin/template/add', { ...good, templateName: '' }, 'BaseTemplate')).message).toBe('请输入模板名称');
    const templateId = added.data.templateId;
    const edited = await post(
      admin,
      '/admin/template/upt',
      { ...good, templateId, templateName: '改名模板', version: 'v2.1' },
      'BaseTemplate',
    );
    expect(edited.status, edited.message).toBe(20);
    const row = (await page(admin, 'BaseTemplate', { templateName: '改名模板' })).data.data.find((r) => r.templateId === templateId)!;
    expect(row).toMatchObject({ templateCode: code, version: 'v2.1', status: 1 });
    expect((await operator.api('/admin/template/add', good, AT('BaseTemplate'))).status).toBe(403);
  });

  it('表格列表: add and edit; a taken code is refused', async () => {
    const code = `S${n()}`;
    const added = await post(admin, '/admin/sheet/add', { sheetCode: code, sheetName: '考核表', rowCount: 10, colCount: 5 }, 'SheetList');
    expect(added.status, added.message).toBe(20);
    expect(
      (await post(admin, '/admin/sheet/add', { sheetCode: code, sheetName: 'x', rowCount: 1, colCount: 1 }, 'SheetList')).message,
    ).toBe('表格编码已存在');
    expect(
      (await post(admin, '/admin/sheet/add', { sheetCode: 'a-1', sheetName: 'x', rowCount: 1, colCount: 1 }, 'SheetList')).message,
    ).toBe('表格编码仅支持字母、数字和下划线');
    const edited = await post(
      admin,
      '/admin/sheet/upt',
      { sheetId: added.data.sheetId, sheetCode: code, sheetName: '考核表二', rowCount: 20, colCount: 6 },
      'SheetList',
    );
    expect(edited.status, edited.message).toBe(20);
    expect((await page(admin, 'SheetList', { sheetName: '考核表二' })).data.data[0]).toMatchObject({
      sheetCode: code,
      rowCount: 20,
      empId: '10001',
    });
  });

  it('messages: an official message, a notice handled once, a batch, an SMS; each refused on bad input', async () => {
    const official = await post(
      admin,
      '/admin/message/official/add',
      { orgCode: 'ORG0001', title: '巡检公告', content: '内容' },
      'OperateAgentMessageOfficial',
    );
    expect(official.status, official.message).toBe(20);
    expect(
      (await post(admin, '/admin/message/official/add', { orgCode: 'NOORG9', title: 'x', content: 'x' }, 'OperateAgentMessageOfficial'))
        .message,
    ).toBe('机构不存在');
    const member = (await page(admin, 'OperateSendSMS')).data.data[0].memberId as string;
    const notice = await post(
      admin,
      '/admin/message/notice/add',
      { memberId: member, title: '请补充资料', content: '内容' },
      'OperateAgentMessageNotice',
    );
    expect(notice.status, notice.message).toBe(20);
    expect(
      (await post(admin, '/admin/message/notice/add', { memberId: 'FFFFFFFF', title: 'x', content: 'x' }, 'OperateAgentMessageNotice'))
        .message,
    ).toBe('会员不存在');
    const msgId = notice.data.msgId;
    expect((await post(admin, '/admin/message/notice/handle', { msgId }, 'OperateAgentMessageNotice')).status).toBe(20);
    expect((await post(admin, '/admin/message/notice/handle', { msgId }, 'OperateAgentMessageNotice')).message).toBe(
      '该通知已处理，不能重复处理',
    );
    const batch = await post(
      admin,
      '/admin/message/notice/batch/add',
      { title: '批量提醒', content: '内容', memberIds: `${member},${member.toLowerCase()}` },
      'OperateAgentMessageNoticeBatch',
    );
    expect(batch.status, batch.message).toBe(20);
    const rows = (await page(admin, 'OperateAgentMessageNoticeBatch', { title: '批量提醒' })).data.data;
    expect(rows.find((r) => r.batchId === batch.data.batchId)).toMatchObject({ totalCount: 1, batchStatus: 10 });
    expect(
      (
        await post(
          admin,
          '/admin/message/notice/batch/add',
          { title: 'x', content: 'x', memberIds: `${member},NOSUCH1` },
          'OperateAgentMessageNoticeBatch',
        )
      ).message,
    ).toBe('会员不存在：NOSUCH1');
    const many = Array.from({ length: 1001 }, (_, i) => `M${i}`).join(',');
    expect(
      (
        await post(
          admin,
          '/admin/message/notice/batch/add',
          { title: 'x', content: 'x', memberIds: many },
          'OperateAgentMessageNoticeBatch',
        )
      ).message,
    ).toBe('单批最多1000个会员');
    const sms = await post(admin, '/admin/sms/send/add', { memberId: member, templateCode: 'SMS_LOGIN' }, 'OperateSendSMS');
    expect(sms.status, sms.message).toBe(20);
    const sent = (await page(admin, 'OperateSendSMS', { memberId: member, sendStatus: '10' })).data.data;
    expect(sent.some((r) => r.smsId === sms.data.smsId && /^\d{3}\*{4}\d{4}$/.test(String(r.mobile)))).toBe(true);
    // SMS_NOTICE is the disabled template.
    expect((await post(admin, '/admin/sms/send/add', { memberId: member, templateCode: 'SMS_NOTICE' }, 'OperateSendSMS')).message).toBe(
      '短信模板不存在或已停用',
    );
    expect((await operator.api('/admin/sms/send/add', { memberId: member, templateCode: 'SMS_LOGIN' }, AT('OperateSendSMS'))).status).toBe(
      403,
    );
  });
});

describe('文件列表: every file downloads', () => {
  // The demo's uploads had bytes for 20 of their 2,000 rows: 下载 answered 文件不存在 for the rest.
  // Each is now what its row says: its kind (a JPEG or PNG scan, a PDF agreement), at its row's size.
  const MAGIC: Record<string, string> = { 'image/jpeg': 'ffd8ff', 'image/png': '89504e47', 'application/pdf': '25504446' };

  it('as its type, exactly as large as the list shows it', async () => {
    const seen = new Set<string>();
    // Past the first pages, which hold what the other tests upload.
    for (const pageNum of [5, 40, 90]) {
      const p = await json<Page>(admin.api('/admin/file/page', { pageNum, pageSize: 20 }, AT('FileList')));
      for (const row of p.data.data) {
        const file = await admin.fetch(`/api/export-log/download?fileId=${encodeURIComponent(String(row.fileId))}`, {
          headers: AT('FileList'),
        });
        expect(file.status, String(row.fileName)).toBe(200);
        const type = String(file.headers.get('content-type'));
        const bytes = Buffer.from(await file.arrayBuffer());
        expect(bytes.length, String(row.fileName)).toBe(Number(row.size));
        expect(bytes.subarray(0, 4).toString('hex'), `${row.fileName} ${type}`).toMatch(new RegExp(`^${MAGIC[type]}`));
        // The name says what it is.
        expect(String(row.fileName).split('.').pop()).toBe({ 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' }[type]);
        seen.add(type);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(MAGIC).sort());
  });
});
