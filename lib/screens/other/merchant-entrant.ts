import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

// 商户进件 (spec 03 §7 other: /merchant-entrant/query-page and /merchant-entrant/process under the
// product; "merchant entry processing sends a token-type header of inner"). The header is added by
// the console's server when it forwards the call (lib/gate/proxy.ts), never by the browser. Fields
// designed from the merchant entity (spec 02 §3); statuses ours: 10 pending, 15 processing,
// 20 succeeded, 40 failed. 处理 takes a pending or failed entry.
export const merchantEntrantCalls = {
  page: call('POST /{p}/merchant-entrant/query-page'),
  process: call('POST /{p}/merchant-entrant/process', { headers: { 'token-type': 'inner' } }),
};

export const merchantEntrant: ScreenDef = {
  name: 'MerchantEntrant',
  title: '商户进件',
  area: 'other',
  kind: 'list',
  list: {
    call: merchantEntrantCalls.page,
    rowKey: 'entrantId',
    filters: [
      { name: 'entrantId', label: '进件编号', type: 'digits', maxLength: 20, placeholder: '请输入进件编号' },
      'memberId',
      { name: 'merchantName', label: '商户名称', type: 'text', maxLength: 40, placeholder: '请输入商户名称' },
      'merchantType',
      { name: 'status', label: '进件状态', type: 'select', enumId: 'entrantStatus', placeholder: '请选择进件状态' },
      'orgCode',
      { name: 'crtTime', label: '申请时间' },
    ],
    columns: [
      { key: 'entrantId', title: '进件编号' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'merchantName', title: '商户名称' },
      { key: 'merchantType', title: '商户类型', format: 'enum', enumId: 'merchantType' },
      { key: 'legalName', title: '法人姓名', format: 'masked' },
      { key: 'mobile', title: '联系电话', format: 'masked' },
      { key: 'licenseNo', title: '营业执照号' },
      { key: 'orgCode', title: '机构编号', link: 'org' },
      { key: 'orgName', title: '机构名称' },
      { key: 'cnlMerchantCode', title: '渠道商户号' },
      { key: 'status', title: '进件状态', format: 'enum', enumId: 'entrantStatus' },
      { key: 'failReason', title: '失败原因' },
      { key: 'crtTime', title: '申请时间', format: 'datetime' },
      { key: 'processTime', title: '处理时间', format: 'datetime' },
    ],
    actions: [
      {
        id: 'process',
        label: '处理',
        kind: 'call',
        call: merchantEntrantCalls.process,
        idKey: 'entrantId',
        confirm: '确定处理该进件申请吗？',
        when: { field: 'status', values: [10, 40] },
      },
    ],
  },
};
