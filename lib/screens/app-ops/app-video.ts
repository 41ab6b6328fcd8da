// App视频管理 (spec 01 §2; §7 video): fields not given; designed as the apps' teaching videos, the file
// uploaded through the platform's file upload (its fileId) with title, length and order.
import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

export const appVideoCalls = {
  page: call('POST /admin/app/video/page'),
  detail: call('POST /admin/app/video/detail'),
  add: call('POST /admin/app/video/add'),
  update: call('POST /admin/app/video/upt'),
};

const fields: FormDef['fields'] = [
  { key: 'appType', label: 'App类型', type: 'select', required: true, enumId: 'appType' },
  { key: 'title', label: '视频标题', type: 'text', required: true, maxLength: 40 },
  {
    key: 'fileId',
    label: '视频文件',
    type: 'image',
    required: true,
    requiredMessage: '请上传视频文件',
    // The platform's file upload (spec 01 §7) with the video group. The spec gives no video formats
    // or limits: mp4 only, at most 10 MB (the upload call's own cap); the upstream refuses the rest.
    upload: { custFileGroup: 'APPVIDEO', fileType: '100790', custFileTag: 'video', accept: 'video', maxBytes: 10 * 1024 * 1024 },
  },
  { key: 'duration', label: '时长(秒)', type: 'number', step: 1, min: 1, max: 7200 },
  { key: 'sort', label: '排序', type: 'number', step: 1, min: 0, max: 9999 },
  { key: 'status', label: '启用', type: 'switch' },
];

export const appVideoAdd: FormDef = {
  id: 'app-video-add',
  title: '新增视频',
  submit: appVideoCalls.add,
  fields,
};

export const appVideoEdit: FormDef = {
  id: 'app-video-edit',
  title: '编辑视频',
  submit: appVideoCalls.update,
  load: appVideoCalls.detail,
  idKey: 'videoId',
  fields,
};

export const appVideo: ScreenDef = {
  name: 'AppVideo',
  title: 'App视频管理',
  area: 'app-ops',
  kind: 'list',
  list: {
    call: appVideoCalls.page,
    rowKey: 'videoId',
    filters: [
      { name: 'appType', label: 'App类型', type: 'select', enumId: 'appType', placeholder: '请选择App类型' },
      { name: 'title', label: '视频标题', type: 'text', maxLength: 30, placeholder: '请输入视频标题' },
      'status',
    ],
    columns: [
      { key: 'videoId', title: '视频编号' },
      { key: 'appType', title: 'App类型', format: 'enum', enumId: 'appType' },
      { key: 'title', title: '视频标题' },
      { key: 'fileId', title: '文件编号' },
      { key: 'fileName', title: '文件名称' },
      { key: 'duration', title: '时长(秒)' },
      { key: 'sort', title: '排序' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'crtTime', title: '上传时间', format: 'datetime' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: appVideoAdd }],
    actions: [{ id: 'edit', label: '编辑', kind: 'form', form: appVideoEdit, idKey: 'videoId' }],
  },
};
