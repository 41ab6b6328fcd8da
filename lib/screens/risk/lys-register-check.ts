// LYS注册校验 (spec 01 §2 risk and checks): designed as the registration checks against the LYS channel.
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

export const lysRegisterCheckCalls = {
  page: call('POST /admin/check/lys/page'),
};

export const lysRegisterCheck: ScreenDef = {
  name: 'LYSRegisterCheck',
  title: 'LYS注册校验',
  area: 'risk',
  kind: 'list',
  list: {
    call: lysRegisterCheckCalls.page,
    rowKey: 'checkId',
    filters: [
      'memberId',
      { name: 'checkResult', label: '校验结果', type: 'select', enumId: 'checkResult', placeholder: '请选择校验结果' },
      'crtTime',
    ],
    columns: [
      { key: 'checkId', title: '校验编号' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'realName', title: '姓名', format: 'masked' },
      { key: 'mobile', title: '手机号', format: 'masked' },
      { key: 'idcNum', title: '身份证号', format: 'masked' },
      { key: 'cnlMerchantCode', title: '渠道商户号' },
      { key: 'checkResult', title: '校验结果', format: 'enum', enumId: 'checkResult' },
      { key: 'message', title: '校验信息' },
      { key: 'crtTime', title: '校验时间', format: 'datetime' },
    ],
  },
};
