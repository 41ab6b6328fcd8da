// 短信发送 (spec 01 §2; §4 send status 10/20/40, 0 = all in the filter; §9 templates page 100): fields not
// given; designed as the SMS sent (masked mobile, template, content, status).
import { call } from '../../calls/define.ts';
import { operateSendSmsTmpltSeeCalls } from './operate-send-sms-tmplt-see.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

export const operateSendSmsCalls = {
  page: call('POST /admin/sms/send/page'),
  add: call('POST /admin/sms/send/add'),
};

/** 发送短信: one template's SMS to a member's registered mobile; the template look-up pages by 100 (spec 01 §7). */
export const smsSend: FormDef = {
  id: 'sms-send',
  title: '发送短信',
  submit: operateSendSmsCalls.add,
  success: '操作成功',
  fields: [
    { key: 'memberId', label: '会员编号', type: 'text', required: true, maxLength: 20, pattern: 'alnum' },
    {
      key: 'templateCode',
      label: '短信模板',
      type: 'select',
      required: true,
      lookup: {
        call: operateSendSmsTmpltSeeCalls.page,
        // 03 §3: the template's msgTmpltId and msgTmpltName (contract/readings.ts reads templateCode/templateName as them).
        value: 'msgTmpltId',
        label: 'msgTmpltName',
        body: { pageSize: 100 },
      },
    },
  ],
};

export const operateSendSms: ScreenDef = {
  name: 'OperateSendSMS',
  title: '短信发送',
  area: 'app-ops',
  kind: 'list',
  list: {
    call: operateSendSmsCalls.page,
    rowKey: 'smsId',
    filters: [
      'memberId',
      { name: 'templateCode', label: '模板编码', type: 'text', maxLength: 30, placeholder: '请输入模板编码' },
      { name: 'sendStatus', label: '发送状态', type: 'select', enumId: 'sendStatus', placeholder: '请选择发送状态' },
      'crtTime',
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
    tools: [{ id: 'add', label: '发送短信', kind: 'form', form: smsSend }],
  },
};
