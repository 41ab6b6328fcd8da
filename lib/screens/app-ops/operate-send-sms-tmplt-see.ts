// 短信模板查看 (spec 01 §2; §7 templates, §9 page 100): 03 §3 gives msgTmpltId and msgTmpltName;
// the other columns are designed as the SMS templates.
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

export const operateSendSmsTmpltSeeCalls = {
  page: call('POST /admin/sms/template/page'),
};

export const operateSendSmsTmpltSee: ScreenDef = {
  name: 'OperateSendSMSTmpltSee',
  title: '短信模板查看',
  area: 'app-ops',
  kind: 'list',
  list: {
    call: operateSendSmsTmpltSeeCalls.page,
    rowKey: 'msgTmpltId',
    filters: [{ name: 'msgTmpltName', label: '模板名称', type: 'text', maxLength: 30, placeholder: '请输入模板名称' }, 'status'],
    columns: [
      { key: 'msgTmpltId', title: '模板编码' },
      { key: 'msgTmpltName', title: '模板名称' },
      { key: 'signName', title: '签名' },
      { key: 'content', title: '模板内容' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'enableStatus' },
      { key: 'uptTime', title: '更新时间', format: 'datetime' },
    ],
  },
};
