// Reference upstream: the list calls of accounts, banks and areas, dictionaries and base types,
// blacklists, files and the report log, employees, tags and the element check (paging, filters, ORG
// scoping, masking). Members, merchants, organisations and the seed: upstream-lists.test.ts.
import { describe, expect, it } from 'vitest';
import { DEMO_EMPLOYEES } from '../../upstream/seed-employees.ts';
import { SEED_COUNTS } from '../../upstream/seed.ts';
import { callUpstream, downloadUpstream, loginUpstream } from '../support/upstream-client.ts';
import { admin, agent, call, inAgentTree, list, one, type Page, pem, type Row, up, startListsUpstream } from '../support/upstream-lists.ts';

startListsUpstream();

describe('accounts, banks and areas', () => {
  it('account page: three accounts per member, balance bounds in yuan, scoping', async () => {
    expect((await list('/admin/acct/page')).total).toBe(30_000);
    expect((await list('/admin/acct/page', { acctCode: 'wallet' })).total).toBe(10_000);
    const ranged = await list('/admin/acct/page', { startBalance: '100.50', endBalance: '200', pageSize: 500 });
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.data.every((r) => Number(r.balance) >= 10_050 && Number(r.balance) <= 20_000)).toBe(true);
    const mine = await list('/admin/acct/page', { pageSize: 500 }, agent);
    expect(mine.data.every((r) => inAgentTree(r.orgCode))).toBe(true);
  });

  it('banks, card bins and branches by bank, area (province or city) and name', async () => {
    // 03 §9 line 213: banks page by 50.
    const banks = await list('/admin/bank/page', { pageSize: 50 });
    expect(banks.total).toBeGreaterThanOrEqual(120);
    expect(await call('/admin/bank/page', { pageSize: 500 })).toMatchObject({
      status: 40,
      message: '字段取值与接口约定不符：pageSize（POST /admin/bank/page）',
    });
    expect((await list('/admin/bank/page', { bankName: '招商' })).data).toMatchObject([{ bankCode: '308', bankName: '招商银行' }]);
    expect((await call('/admin/bank/card/bin', { bankCard: '6222021234567890123' })).data).toEqual({
      bankCode: '102',
      bankName: '中国工商银行',
    });
    expect(await call('/admin/bank/card/bin', { bankCard: '9999991234567890' })).toMatchObject({
      status: 50,
      message: '未找到该卡号所属银行',
    });
    expect((await list('/admin/bank/branch/page')).total).toBe(30_000);
    const city = await list('/admin/bank/branch/page', { bankCode: '102', areaCode: '530100', pageSize: 500 });
    expect(city.total).toBeGreaterThan(0);
    expect(
      // The branch as 01 §7 answers it (branchName, bankBranchCode, bankName, bankCode): the city shows in the name.
      city.data.every((r) => r.bankCode === '102' && String(r.branchName).startsWith('中国工商银行昆明市')),
    ).toBe(true);
    expect(city.data[0].bankBranchCode).toMatch(/^\d{12}$/);
    const province = await list('/admin/bank/branch/page', { areaCode: '530000', query: '支行', pageSize: 500 });
    expect(province.total).toBeGreaterThan(city.total);
    expect(province.data.every((r) => String(r.branchName).includes('支行'))).toBe(true);
  });

  it('area tree and province-city list', async () => {
    const tree = (await call<Array<{ areaCode: string; areaName: string; subAreaList: unknown[] }>>('/admin/standard/area', {})).data;
    expect(tree.length).toBeGreaterThanOrEqual(15);
    for (const p of tree) expect(p.subAreaList.length).toBeGreaterThanOrEqual(3);
    const pc = (await call<Array<{ provinceName: string; citys: Array<{ cityName: string }> }>>('/admin/standard/province-city', {})).data;
    // 01 §3 line 82: "Province: provinceName, citys (list with cityName)", names only.
    expect(pc.find((p) => p.provinceName === '云南省')).toEqual(
      expect.objectContaining({ citys: expect.arrayContaining([{ cityName: '昆明市' }]) }),
    );
    expect(pc.every((p) => Object.keys(p).sort().join() === 'citys,provinceName')).toBe(true);
  });
});

describe('dictionaries and base types', () => {
  it('dict page: header row first by type, the typeId alone, at least 40 types', async () => {
    const channels = await list('/admin/dict/page', { typeId: 8070 });
    expect(channels.data[0].typeValue).toBe('');
    expect(channels.data.map((r) => r.typeValue)).toEqual(expect.arrayContaining(['cx', 'sd', 'hh', 'flm', 'yl', 'wx', 'zfb']));
    expect(channels.data).toContainEqual({ typeId: 8070, typeName: '付临门', typeValue: 'flm' });
    // The dictionary query takes the typeId alone (spec 01 §7): a search by name or value is refused.
    expect((await call('/admin/dict/page', { typeName: '身份证' })).status).toBe(40);
    expect((await call('/admin/dict/page', { typeId: 8070, typeValue: 'flm' })).status).toBe(40);
    const types = await list('/admin/base-type/page', { pageSize: 100 });
    expect(types.total).toBeGreaterThanOrEqual(40);
    for (const id of [1000, 1051, 1052, 1200, 1203, 2902, 7000, 7001, 7002, 8070, 9000, 1029])
      expect(types.data.map((r) => r.typeId)).toContain(id);
    expect((await list('/admin/base-type/page', { typeId: 8070 })).data).toMatchObject([{ typeName: '支付通道', valueCount: 7 }]);
  });
});

describe('blacklists', () => {
  for (const [name, base] of [
    ['cnl', '/admin/risk/cnl-black'],
    ['risk', '/admin/risk/black'],
  ] as const) {
    it(`${name}: paging, exact raw value search answering a masked value, scoping, delete`, async () => {
      expect((await list(`${base}/page`)).total).toBe(5_000);
      const table = name === 'cnl' ? 'cnl_black' : 'risk_black';
      const card = one<{ id: number; black_value: string; mask_black_value: string }>(
        `SELECT * FROM ${table} WHERE black_type = 2 LIMIT 1`,
      );
      const found = await list(`${base}/page`, { blackValue: card.black_value });
      expect(found.data.map((r) => r.blackValue)).toContain(card.mask_black_value);
      const typed = await list(`${base}/page`, { blackType: 3, pageSize: 500 });
      expect(typed.data.every((r) => r.blackType === 3 && /^1\d{2}\*{4}\d{4}$/.test(String(r.blackValue)))).toBe(true);
      expect(name === 'cnl' ? 'cnlCode' in typed.data[0] : 'riskLevel' in typed.data[0]).toBe(true);
      const foreign = one<{ id: number }>(`SELECT id FROM ${table} WHERE org_path NOT LIKE '/ORG0001/%' LIMIT 1`);
      expect(await call(`${base}/del`, { id: foreign.id }, agent)).toMatchObject({ status: 50, message: '记录不存在' });
      expect((await call(`${base}/del`, { id: foreign.id })).status).toBe(20);
      expect(await call(`${base}/del`, { id: foreign.id })).toMatchObject({ status: 50, message: '记录不存在' });
    });

    it(`${name}: import keeps an xlsx unparsed and refuses a csv`, async () => {
      const send = async (fileName: string) => {
        const form = new FormData();
        form.set('file', new Blob([new Uint8Array([1, 2, 3])]), fileName);
        const res = await fetch(`${up.url}${base}/import`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
        return (await res.json()) as { status: number; message: string; data: string };
      };
      expect(await send('名单.csv')).toMatchObject({ status: 50, message: '请上传 xls/xlsx 格式!' });
      const ok = await send('名单.xlsx');
      expect(ok.status).toBe(20);
      const batch = /批次号 (\w+)/.exec(ok.data)?.[1];
      expect(one<{ status: number; list_kind: string }>('SELECT * FROM import_log WHERE batch_no = ?', batch ?? '')).toMatchObject({
        status: 0,
        list_kind: name,
      });
    });
  }
});

describe('files and the report log', () => {
  it('file page filters and scoping; downloads by fileId', async () => {
    // The seeded files, the organisation cards' images (9 kinds per level-1 organisation), the
    // pictures of the 15 posters and 150 goods items, and the files of the 10 app videos.
    expect((await list('/admin/file/page')).total).toBe(2_000 + 90 + 15 + 150 + 10);
    const sized = await list('/admin/file/page', { startSize: 100, endSize: 200, fileName: '营业执照', pageSize: 500 });
    expect(sized.data.every((r) => Number(r.size) >= 102_400 && Number(r.size) <= 204_800 && String(r.fileName).includes('营业执照'))).toBe(
      true,
    );
    const mine = await list('/admin/file/page', { pageSize: 500 }, agent);
    expect(mine.total).toBeGreaterThan(0);
    expect(
      mine.data.every(
        (r) =>
          one<{ top_org_code: string }>('SELECT top_org_code FROM member WHERE member_id = ?', String(r.memberId)).top_org_code ===
          'ORG0001',
      ),
    ).toBe(true);
    const real = one<{ file_id: string; org_path: string }>(
      "SELECT file_id, org_path FROM upload_file WHERE size = 70 AND org_path NOT LIKE '/ORG0001/%' LIMIT 1",
    );
    const dl = await downloadUpstream(up.url, `/export-log/download?fileId=${real.file_id}`, null, {
      method: 'GET',
      token: admin,
      publicKeyPem: pem,
    });
    expect(dl.headers.get('content-type')).toBe('image/png');
    expect(dl.bytes.subarray(1, 4).toString()).toBe('PNG');
    const denied = await callUpstream(up.url, `/export-log/download?fileId=${real.file_id}`, null, { method: 'GET', token: agent });
    expect(denied.envelope).toMatchObject({ status: 50, message: '文件不存在' });
  });

  it("a seeded app video's file is an upload of the video group: the file look-up answers it (01 §7)", async () => {
    const v = one<{ fileId: string; fileName: string }>('SELECT "fileId", "fileName" FROM app_video ORDER BY "videoId" LIMIT 1');
    const info = await callUpstream(up.url, '/admin/standard/file-info', { fileId: v.fileId }, { token: admin, publicKeyPem: pem });
    expect(info.envelope).toMatchObject({ status: 20, data: { fileName: v.fileName } });
  });

  it('refresh rebuilds a failed task; delete removes a row, only within scope', async () => {
    const failed = one<{ file_id: string }>('SELECT file_id FROM report_log WHERE status = 40 AND org_code IS NULL LIMIT 1');
    expect((await call(`/admin/report/refresh-report/${failed.file_id}`, {})).status).toBe(20);
    for (
      let i = 0;
      i < 100 && one<{ status: number }>('SELECT status FROM report_log WHERE file_id = ?', failed.file_id).status !== 20;
      i++
    ) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(one<{ status: number }>('SELECT status FROM report_log WHERE file_id = ?', failed.file_id).status).toBe(20);
    expect(await call(`/admin/report/refresh-report/${failed.file_id}`, {})).toMatchObject({ status: 50, message: '报表已生成，无需刷新' });
    expect(await call(`/admin/report/del-report/${failed.file_id}`, {}, agent)).toMatchObject({ status: 50, message: '报表不存在' });
    expect((await call(`/admin/report/del-report/${failed.file_id}`, {})).status).toBe(20);
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM report_log WHERE file_id = ?', failed.file_id).n).toBe(0);
  });

  it('01-N8: the path id of refresh and delete may be the taskId as well as the fileId (spec 01 §7 does not say which)', async () => {
    const row = one<{ file_id: string; task_id: string }>(
      'SELECT file_id, task_id FROM report_log WHERE status = 20 AND org_code IS NULL AND task_id IS NOT NULL AND task_id <> file_id LIMIT 1',
    );
    expect(await call(`/admin/report/refresh-report/${row.task_id}`, {})).toMatchObject({ status: 50, message: '报表已生成，无需刷新' });
    expect((await call(`/admin/report/del-report/${row.task_id}`, {})).status).toBe(20);
    expect(one<{ n: number }>('SELECT COUNT(*) AS n FROM report_log WHERE file_id = ?', row.file_id).n).toBe(0);
  });

  it('merchant and account exports are background tasks in the report log', async () => {
    for (const [p, name] of [
      ['/admin/export/merchant', '商户列表'],
      ['/admin/export/acct', '账户列表'],
      ['/admin/export/member', '会员列表'],
    ] as const) {
      const { data } = await call<{ taskId: string }>(p, { orgCode: 'ORG0001' }, agent);
      let row: Row | undefined;
      for (let i = 0; i < 100 && row?.status !== 20; i++) {
        row = (await list('/admin/export-log/page', { pageSize: 100 }, agent)).data.find((r) => r.taskId === data.taskId);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(row).toMatchObject({ reportName: name, status: 20, orgCode: 'ORG0001' });
    }
  });
});

describe('employees, tags and element check', () => {
  it('employee page, scoping, enable and disable', async () => {
    const all = await list('/admin/employee/page', { pageSize: 500 });
    expect(all.total).toBe(SEED_COUNTS.employees + DEMO_EMPLOYEES.length);
    expect(all.data.find((r) => r.empId === '10001')).toMatchObject({ loginId: 'admin', realName: '系***员', roleType: 'PRODUCT' });
    const mine = await list('/admin/employee/page', { pageSize: 500 }, agent);
    expect(mine.data.map((r) => r.empId)).toContain('10003');
    expect(mine.data.every((r) => inAgentTree(r.orgCode))).toBe(true);
    expect((await list('/admin/employee/page', { roleType: 'org', orgCode: 'ORG0002' })).data.map((r) => r.empId)).toEqual([
      '10004',
      '20002',
    ]);
    expect(await call('/admin/employee/disable', { empId: '10001' })).toMatchObject({ status: 50, message: '不能停用当前登录账号' });
    expect(await call('/admin/employee/disable', { empId: '20002' }, agent)).toMatchObject({ status: 50, message: '员工不存在' });
    expect((await call('/admin/employee/disable', { empId: '20002' })).status).toBe(20);
    expect((await list('/admin/employee/page', { loginId: 'jg20002' })).data[0].status).toBe(0);
    expect((await call('/admin/employee/enable', { empId: '20002' })).status).toBe(20);
    expect((await list('/admin/employee/page', { loginId: 'jg20002', status: 1 })).total).toBe(1);
  });

  it('a disabled employee can neither sign in nor keep using its session', async () => {
    const operator = await loginUpstream(up.url, 'operator', 'Oper2026');
    expect((await call('/admin/employee/disable', { empId: '10002' })).status).toBe(20);
    expect((await callUpstream(up.url, '/admin/standard/main', {}, { token: operator, publicKeyPem: pem })).http).toBe(401);
    await expect(loginUpstream(up.url, 'operator', 'Oper2026')).rejects.toThrow(/E1007/);
    expect((await call('/admin/employee/enable', { empId: '10002' })).status).toBe(20);
    expect(await loginUpstream(up.url, 'operator', 'Oper2026')).toMatch(/^[0-9a-f]{64,}$/);
  });

  it('tag groups by sub-type, groups and name', async () => {
    // 01 §7 line 195 "reads data.data as tag groups": a bare list.
    const all = (
      await call<Array<{ custGroup: string; tagIndicators: Array<{ tagCode: string }> }>>('/admin/tag/group-list', {
        pageNum: 1,
        pageSize: 100,
      })
    ).data;
    expect(all.map((g) => g.custGroup)).toEqual(['MEMBER_MERCHANT_GROUP', 'ORDER_BASIC_GROUP', 'ID_AUTH_GROUP']);
    const codes = all.flatMap((g) => g.tagIndicators.map((t) => t.tagCode));
    expect(codes).toEqual(expect.arrayContaining(['NORMAL_VERIFY', 'SUPER_VERIFY', 'DELIVERY_TAG', 'RETURN_TAG', 'CANCEL_TAG']));
    const simple = (
      await call<Array<{ custGroup: string; tagIndicators: Array<{ tagName: string }> }>>('/admin/tag/group-list', {
        pageNum: 1,
        pageSize: 100,
        tagSubType: 701002,
        custGroups: ['ID_AUTH_GROUP'],
        tagName: '认证',
      })
    ).data;
    expect(simple).toEqual([
      expect.objectContaining({
        custGroup: 'ID_AUTH_GROUP',
        custGroupName: '身份认证组',
        tagIndicators: [expect.objectContaining({ tagName: '普通认证' }), expect.objectContaining({ tagName: '高级认证' })],
      }),
    ]);
  });

  it('element check: success, failure, re-run and validation', async () => {
    const m = one<{ real_name: string; idc_num: string }>('SELECT real_name, idc_num FROM member LIMIT 1 OFFSET 500');
    const body = { cardNo: '6222021234567890123', idcNum: m.idc_num, mobile: '', prcCnlCode: 'cx', realName: m.real_name, authType: 3 };
    // Spec 01 §4, §7: the outcome is the envelope's status and the message its message.
    const ok = await call<{ authId: string }>('/admin/auth/element-check', body);
    expect(ok).toMatchObject({ status: 20, message: '认证成功', data: { authId: expect.any(String) } });
    expect(ok.data).not.toHaveProperty('result');
    const bad = await call('/admin/auth/element-check', { ...body, realName: '张冒名' });
    expect(bad).toMatchObject({ status: 50, message: '认证失败：姓名与身份证号不一致', code: 'E7008' });
    // The failed check is recorded all the same, and re-runs by its authId.
    const failed = one<{ auth_id: string }>("SELECT auth_id FROM auth_record WHERE real_name = '张冒名' ORDER BY rowid DESC LIMIT 1");
    expect(await call('/admin/auth/element-check', { authId: failed.auth_id })).toMatchObject({ status: 50, code: 'E7008' });
    expect((await call('/admin/auth/element-check', { authId: ok.data.authId })).message).toBe('认证成功');
    expect((await call('/admin/auth/element-check', { ...body, idcNum: '12345' })).status).toBe(50);
    expect((await call('/admin/auth/element-check', { ...body, authType: 4, mobile: '' })).status).toBe(50);
  });
});
