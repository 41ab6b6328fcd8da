import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { AT, type Envelope, json, type Page, page } from '../support/list-page';

// System and messaging forms, app video uploads and the file list's downloads (issue 17) over HTTP:
// each form's refusals, an mp4 through the proxy, every file as its type and size.

const base = inject('consoleUrl');
let admin: ConsoleClient;
let operator: ConsoleClient;

beforeAll(async () => {
  [admin, operator] = await Promise.all([signedIn(base, 'admin'), signedIn(base, 'operator')]);
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
