// The merchant and organisation apps' content: functions, versions, agreements, questions and videos
// (lib/screens/app-ops/app-*.ts); menus and the resource tree are in app-menus.ts, the feedback in
// app-feedback.ts.
import { callOf } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import type { Resource } from '../../kit/resource.ts';
import { SEEDED_DIR } from '../../seed-lists.ts';
import { at, cycle } from '../system/table.ts';
import { DAY } from '../../kit/time.ts';

import { APP, crud } from './app-crud.ts';
import { appMenus, appRes } from './app-menus.ts';
import { appFeedback } from './app-feedback.ts';

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

const videoRows = crud(
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
    version: 3,
  },
  videoFile,
);

/**
 * The videos, each file stored as an upload of the video group (as an added video's must be, videoFile):
 * its file id answers the file look-up (01 §7 "Image by fileId returns … wanFullUri, fileName"), its bytes
 * built when downloaded (SEEDED_DIR).
 */
const appVideos: Resource = {
  ...videoRows,
  seed: (ctx) => {
    videoRows.seed?.(ctx);
    ctx.db
      .prepare(`INSERT OR IGNORE INTO upload_file (file_id, file_name, stored_path, content_type, size, cust_file_group, cust_file_tag,
        emp_id, crt_time) SELECT "fileId", "fileName", '${SEEDED_DIR}' || "fileId" || '.mp4', 'video/mp4', 2000000 + "videoId" * 1000,
        '${VIDEO_GROUP}', 'video', '10001', "crtTime" FROM app_video`)
      .run();
    ctx.db.prepare(`UPDATE app_video SET "fileIdUrl" = '/file-download?path=${SEEDED_DIR}' || "fileId" || '.mp4'`).run();
  },
};

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
