// 微信消息记录 (spec 01 §2): fields not given; designed as the WeChat template messages pushed to members.
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

export const wechatRecordCalls = {
  page: call('POST /admin/wechat/record/page'),
};

export const wechatRecord: ScreenDef = {
  name: 'WechatRecord',
  title: '微信消息记录',
  area: 'app-ops',
  kind: 'list',
  list: {
    call: wechatRecordCalls.page,
    rowKey: 'recordId',
    filters: [
      'memberId',
      { name: 'pushStatus', label: '推送状态', type: 'select', enumId: 'pushStatus', placeholder: '请选择推送状态' },
      'crtTime',
    ],
    columns: [
      { key: 'recordId', title: '记录编号' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'openId', title: 'OpenID', format: 'masked' },
      { key: 'templateName', title: '模板名称' },
      { key: 'content', title: '内容' },
      { key: 'pushStatus', title: '推送状态', format: 'enum', enumId: 'pushStatus' },
      { key: 'crtTime', title: '推送时间', format: 'datetime' },
    ],
  },
};
