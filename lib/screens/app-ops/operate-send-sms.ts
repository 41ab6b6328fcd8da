// 短信发送 (spec 01 §2; §4 send status 10/20/40, 0 = all in the filter; §9 templates page 100): fields not
// given; designed as the SMS sent (masked mobile, template, content, status).
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

export const operateSendSmsCalls = {
  page: call('POST', '/admin/sms/send/page'),
};

export const operateSendSms: ScreenDef = {
  name: 'OperateSendSMS',
  title: '短信发送',
  area: 'app-ops',
  list: {
    call: operateSendSmsCalls.page,
    rowKey: 'smsId',
    filters: [
      'memberId',
      { name: 'templateCode', label: '模板编码', type: 'text', maxLength: 30, placeholder: '请输入模板编码' },
      { name: 'sendStatus', label: '发送状态', type: 'select', enumId: 'sendStatus', placeholder: '请选择发送状态' },
      { name: 'crtTime', defaultWindow: 'none' },
    ],
    columns: [
      { key: 'smsId', title: '短信编号' },
      { key: 'mobile', title: '手机号', format: 'masked' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'templateCode', title: '模板编码' },
      { key: 'content', title: '短信内容' },
      { key: 'sendStatus', title: '发送状态', format: 'enum', enumId: 'sendStatus' },
      { key: 'channel', title: '短信通道' },
      { key: 'sendTime', title: '发送时间', format: 'datetime' },
    ],
  },
};
