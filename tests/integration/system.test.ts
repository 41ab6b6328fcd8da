import { beforeAll, describe, expect, inject, it } from 'vitest';
import { screens } from '@/lib/screens';
import { auditDuring } from '../support/audit-file';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { AT, type Envelope, json, type Page, page } from '../support/list-page';

// System, app and messaging, scheduler and checks (issue 17) over HTTP: role changes hold on the
// operator's next call, the SQL page's audit line, each action's refusal, every new list with rows.
// Reports, agent pages and the welcome page: system-reports.test.ts; forms, uploads and files:
// system-forms.test.ts.

const base = inject('consoleUrl');
const auditFile = inject('auditFile');
let admin: ConsoleClient;
let operator: ConsoleClient;

beforeAll(async () => {
  [admin, operator] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator')]);
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
