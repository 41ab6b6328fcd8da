// The merchant and organisation apps' content: functions, versions, agreements, questions, videos,
// menus, the app resource tree and the feedback with its handling (lib/screens/app-ops/app-*.ts).
import { callOf, type UpCall } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import { findRecord, type Resource } from '../../resource.ts';
import { formatTime } from '../../util.ts';
import { at, cycle, type Row, tableResource, type TableSpec } from '../system/table.ts';
import { DAY } from '../../kit/time.ts';

const APP = [10, 20];

/** A CRUD app list: page, detail, add, update; times stamped here; `rules` refuse what the list may not hold. */
function crud(
  calls: { page: UpCall; detail: UpCall; add: UpCall; update: UpCall },
  spec: Omit<TableSpec, 'page'>,
  rules?: Resource['check'],
): Resource {
  return tableResource({
    ...spec,
    page: calls.page,
    extra: {
      detail: calls.detail,
      create: calls.add,
      update: calls.update,
      check: (body, ctx, mode) => {
        const now = formatTime(Date.now());
        for (const k of ['uptTime', 'publishTime']) if (k in spec.columns) body[k] = now;
        if (mode === 'create' && 'crtTime' in spec.columns) body.crtTime = now;
        if (mode === 'create' && !('status' in body) && 'status' in spec.columns) body.status = 1;
        rules?.(body, ctx, mode);
      },
    },
  });
}

const FUNCS = ['收款', '账单', '提现', '终端管理', '商户进件', '我的钱包', '分润明细', '活动中心', '消息中心', '客服'];
const appFunctions = crud(
  {
    page: callOf('POST /admin/app/function/page'),
    detail: callOf('POST /admin/app/function/detail'),
    add: callOf('POST /admin/app/function/add'),
    update: callOf('POST /admin/app/function/upt'),
  },
  {
    name: 'app-functions',
    table: 'app_function',
    columns: {
      funcId: 'INTEGER',
      appType: 'INTEGER',
      funcCode: 'TEXT',
      funcName: 'TEXT',
      icon: 'TEXT',
      sort: 'INTEGER',
      status: 'INTEGER',
      uptTime: 'TEXT',
    },
    rows: 20,
    row: (i, { rng, base }) => ({
      funcId: i + 1,
      appType: APP[i % 2],
      funcCode: `F${String(i + 1).padStart(3, '0')}`,
      funcName: FUNCS[Math.floor(i / 2)],
      icon: `icon-${i}`,
      sort: i,
      status: i % 9 === 8 ? 0 : 1,
      uptTime: at(base - rng.int(1, 300) * DAY),
    }),
    filters: { appType: 'eq', funcName: 'like', status: 'eq' },
    orderBy: 't."sort"',
  },
);

const OS = ['iOS', 'Android', 'PC'];
const appVersions = crud(
  {
    page: callOf('POST /admin/app/version/page'),
    detail: callOf('POST /admin/app/version/detail'),
    add: callOf('POST /admin/app/version/add'),
    update: callOf('POST /admin/app/version/upt'),
  },
  {
    name: 'app-versions',
    table: 'app_version',
    columns: {
      versionId: 'INTEGER',
      appType: 'INTEGER',
      osType: 'TEXT',
      versionNo: 'TEXT',
      versionCode: 'INTEGER',
      publishType: 'INTEGER',
      downloadUrl: 'TEXT',
      content: 'TEXT',
      status: 'INTEGER',
      publishTime: 'TEXT',
    },
    rows: 36,
    row: (i, { base }) => {
      const minor = Math.floor(i / 6);
      return {
        versionId: i + 1,
        appType: APP[i % 2],
        osType: OS[Math.floor(i / 2) % 3],
        versionNo: `1.${minor}.${i % 3}`,
        versionCode: 100 + i,
        publishType: cycle([1, 2, 3], i % 3, () => 0),
        downloadUrl: `https://download.example.com/app/${i + 1}`,
        content: `修复已知问题，优化体验（${minor + 1}）`,
        status: i < 30 ? 1 : 0,
        publishTime: at(base - (36 - i) * 9 * DAY),
      };
    },
    filters: { appType: 'eq', osType: 'eq', publishType: 'eq', status: 'eq' },
    extra: {},
  },
);
const versionCheck = appVersions.check!;
appVersions.check = (body, ctx, mode) => {
  if (!/^\d+\.\d+\.\d+$/.test(String(body.versionNo ?? '1.0.0'))) throw bizError('版本号格式应为 x.y.z', 'E6101');
  if (
    mode === 'create' &&
    ctx.app.db
      .prepare('SELECT 1 FROM app_version WHERE "appType" = ? AND "osType" = ? AND "versionCode" >= ?')
      .get(Number(body.appType), String(body.osType), Number(body.versionCode))
  ) {
    throw bizError('版本代码须大于该App同系统已发布的版本', 'E6102');
  }
  versionCheck(body, ctx, mode);
};

const appAgreements = crud(
  {
    page: callOf('POST /admin/app/agreement/page'),
    detail: callOf('POST /admin/app/agreement/detail'),
    add: callOf('POST /admin/app/agreement/add'),
    update: callOf('POST /admin/app/agreement/upt'),
  },
  {
    name: 'app-agreements',
    table: 'app_agreement',
    columns: {
      agreementId: 'INTEGER',
      appType: 'INTEGER',
      agreementCode: 'TEXT',
      agreementName: 'TEXT',
      version: 'TEXT',
      content: 'TEXT',
      status: 'INTEGER',
      uptTime: 'TEXT',
    },
    rows: 8,
    row: (i, { base }) => ({
      agreementId: i + 1,
      appType: APP[i % 2],
      agreementCode: ['USER', 'PRIVACY', 'PAY', 'SETTLE'][Math.floor(i / 2)],
      agreementName: ['用户服务协议', '隐私政策', '支付服务协议', '结算协议'][Math.floor(i / 2)],
      version: `v${1 + (i % 3)}.0`,
      content: '协议正文……',
      status: i === 7 ? 0 : 1,
      uptTime: at(base - (i + 1) * 20 * DAY),
    }),
    filters: { appType: 'eq', agreementName: 'like', status: 'eq' },
    orderBy: 't."agreementId"',
  },
);

const QUESTIONS = ['如何绑定银行卡？', '提现多久到账？', '终端如何激活？', '费率如何计算？', '忘记密码怎么办？', '如何修改结算卡？'];
const appQuestions = crud(
  {
    page: callOf('POST /admin/app/question/page'),
    detail: callOf('POST /admin/app/question/detail'),
    add: callOf('POST /admin/app/question/add'),
    update: callOf('POST /admin/app/question/upt'),
  },
  {
    name: 'app-questions',
    table: 'app_question',
    columns: {
      questionId: 'INTEGER',
      appType: 'INTEGER',
      question: 'TEXT',
      answer: 'TEXT',
      sort: 'INTEGER',
      status: 'INTEGER',
      uptTime: 'TEXT',
    },
    rows: 12,
    row: (i, { base }) => ({
      questionId: i + 1,
      appType: APP[i % 2],
      question: QUESTIONS[Math.floor(i / 2)],
      answer: '请在App“我的”页面按提示操作。',
      sort: i,
      status: i === 11 ? 0 : 1,
      uptTime: at(base - (i + 3) * DAY),
    }),
    filters: { appType: 'eq', question: 'like', status: 'eq' },
    orderBy: 't."sort"',
  },
);

/** The group the console uploads app videos under (lib/screens/app-ops/app-video.ts). */
export const VIDEO_GROUP = 'APPVIDEO';

/**
 * A video row names an uploaded mp4 of the video group: a new or changed fileId must be one (its
 * name and address taken from the upload); a row keeps the file it already has.
 */
function videoFile(body: Record<string, unknown>, ctx: Ctx, mode: 'create' | 'update') {
  const fileId = String(body.fileId ?? '').trim();
  if (!fileId) throw bizError('请上传视频文件', 'E6301');
  if (mode === 'update') {
    const own = ctx.app.db.prepare('SELECT "fileId" FROM app_video WHERE "videoId" = ?').get(Number(body.videoId)) as
      | { fileId: string }
      | undefined;
    if (own?.fileId === fileId) return;
  }
  const file = ctx.app.db
    .prepare('SELECT file_name, stored_path, content_type, cust_file_group FROM upload_file WHERE file_id = ?')
    .get(fileId) as { file_name: string; stored_path: string; content_type: string; cust_file_group: string | null } | undefined;
  if (!file || file.cust_file_group !== VIDEO_GROUP) throw bizError('视频文件不存在，请重新上传', 'E6302');
  if (!/\.mp4$/i.test(file.stored_path)) throw bizError('只支持 mp4 格式的视频', 'E6303');
  body.fileName = file.file_name;
  body.fileIdUrl = `/file-download?path=${file.stored_path}`;
}

const appVideos = crud(
  {
    page: callOf('POST /admin/app/video/page'),
    detail: callOf('POST /admin/app/video/detail'),
    add: callOf('POST /admin/app/video/add'),
    update: callOf('POST /admin/app/video/upt'),
  },
  {
    name: 'app-videos',
    table: 'app_video',
    columns: {
      videoId: 'INTEGER',
      appType: 'INTEGER',
      title: 'TEXT',
      fileId: 'TEXT',
      fileName: 'TEXT',
      fileIdUrl: 'TEXT',
      duration: 'INTEGER',
      sort: 'INTEGER',
      status: 'INTEGER',
      crtTime: 'TEXT',
    },
    rows: 10,
    row: (i, { rng, base }) => ({
      videoId: i + 1,
      appType: APP[i % 2],
      title: `${['新手入门', '终端激活', '提现操作', '进件指引', '活动说明'][Math.floor(i / 2)]}教学`,
      fileId: `V${rng.digits(10)}`,
      fileName: `video_${i + 1}.mp4`,
      duration: rng.int(30, 600),
      sort: i,
      status: i === 9 ? 0 : 1,
      crtTime: at(base - (i + 2) * 7 * DAY),
    }),
    filters: { appType: 'eq', title: 'like', status: 'eq' },
    orderBy: 't."sort"',
    version: 2,
  },
  videoFile,
);

const MENUS = ['首页', '账单', '终端', '我的', '收益', '团队', '消息', '设置'];
const appMenus = crud(
  {
    page: callOf('POST /admin/app/menu/page'),
    detail: callOf('POST /admin/app/menu/detail'),
    add: callOf('POST /admin/app/menu/add'),
    update: callOf('POST /admin/app/menu/upt'),
  },
  {
    name: 'app-menus',
    table: 'app_menu',
    columns: {
      menuId: 'INTEGER',
      appType: 'INTEGER',
      menuName: 'TEXT',
      route: 'TEXT',
      icon: 'TEXT',
      sort: 'INTEGER',
      status: 'INTEGER',
      uptTime: 'TEXT',
    },
    rows: 16,
    row: (i, { base }) => ({
      menuId: i + 1,
      appType: APP[i % 2],
      menuName: MENUS[Math.floor(i / 2)],
      route: `/pages/${i + 1}`,
      icon: `menu-${i}`,
      sort: i,
      status: i === 15 ? 0 : 1,
      uptTime: at(base - (i + 1) * 5 * DAY),
    }),
    filters: { appType: 'eq', menuName: 'like', status: 'eq' },
    orderBy: 't."sort"',
  },
);

const appRes = crud(
  {
    page: callOf('POST /admin/app/res/page'),
    detail: callOf('POST /admin/app/res/detail'),
    add: callOf('POST /admin/app/res/add'),
    update: callOf('POST /admin/app/res/upt'),
  },
  {
    name: 'app-res',
    table: 'app_res',
    columns: {
      resId: 'INTEGER',
      appType: 'INTEGER',
      resName: 'TEXT',
      resType: 'INTEGER',
      parentId: 'INTEGER',
      route: 'TEXT',
      sort: 'INTEGER',
      status: 'INTEGER',
      treeName: 'TEXT',
      uptTime: 'TEXT',
    },
    rows: 48,
    row: (i, { base }) => {
      const page = i % 6 === 0;
      const dir = Math.floor(i / 6);
      const name = page ? MENUS[dir] : `${MENUS[dir]}-${['查看', '新增', '编辑', '导出', '分享'][(i % 6) - 1]}`;
      return {
        resId: i + 1,
        appType: APP[dir % 2],
        resName: name,
        resType: page ? 2 : 3,
        parentId: page ? 0 : dir * 6 + 1,
        route: page ? `/pages/${dir}` : null,
        sort: i,
        status: i % 11 === 10 ? 0 : 1,
        treeName: page ? name : `　　${name}`,
        uptTime: at(base - 40 * DAY),
      };
    },
    filters: { appType: 'eq', resName: 'like', status: 'eq' },
    orderBy: 't."resId"',
  },
);
const appResCheck = appRes.check!;
appRes.check = (body, ctx, mode) => {
  body.treeName = `${Number(body.resType) === 3 ? '　　' : ''}${String(body.resName ?? '')}`;
  appResCheck(body, ctx, mode);
};

const FEEDBACK = ['提现到账慢', '终端无法连接', '建议增加夜间模式', '账单金额不对', '登录验证码收不到', '希望支持更多银行'];
const appFeedback = tableResource({
  name: 'app-feedback',
  table: 'app_feedback',
  page: callOf('POST /admin/feedback/page'),
  columns: {
    feedbackId: 'INTEGER',
    memberId: 'TEXT',
    appType: 'INTEGER',
    content: 'TEXT',
    contact: 'TEXT',
    feedbackStatus: 'INTEGER',
    handleResult: 'TEXT',
    handleTime: 'TEXT',
    crtTime: 'TEXT',
  },
  rows: 240,
  row: (i, { rng, base, members }) => {
    const m = members[rng.int(0, members.length - 1)];
    const status = cycle([10, 15, 20], i, () =>
      rng.weighted([
        [20, 5],
        [10, 3],
        [15, 1],
      ]),
    );
    const t = base - rng.int(1, 120 * 24) * 3_600_000;
    return {
      feedbackId: 800001 + i,
      memberId: m.id,
      appType: APP[i % 2],
      content: FEEDBACK[i % FEEDBACK.length],
      contact: `${m.mobile.slice(0, 3)}****${m.mobile.slice(-4)}`,
      feedbackStatus: status,
      handleResult: status === 20 ? '已联系用户处理完毕' : null,
      handleTime: status === 20 ? at(t + DAY) : null,
      crtTime: at(t),
    } as Row;
  },
  filters: { memberId: 'eq', feedbackStatus: 'eq', appType: 'eq', crtTime: 'dates' },
  extra: {
    routes: [
      {
        method: 'POST',
        path: callOf('POST /admin/feedback/handle').path,
        handler: (ctx) => {
          const f = findRecord(appFeedback, ctx, ctx.body.feedbackId) as { feedbackId: number; feedbackStatus: number };
          if (f.feedbackStatus === 20) throw bizError('该反馈已处理，不能重复处理', 'E6111');
          const result = String(ctx.body.handleResult ?? '').trim();
          if (!result) throw bizError('请输入处理结果', 'E6112');
          ctx.app.db
            .prepare('UPDATE app_feedback SET "feedbackStatus" = 20, "handleResult" = ?, "handleTime" = ? WHERE "feedbackId" = ?')
            .run(result.slice(0, 500), formatTime(Date.now()), f.feedbackId);
          return null;
        },
      },
    ],
  },
});

export const appResources: readonly Resource[] = [
  appFunctions,
  appVersions,
  appAgreements,
  appQuestions,
  appVideos,
  appMenus,
  appRes,
  appFeedback,
];
