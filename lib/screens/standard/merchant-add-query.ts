import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

// 商户新增查询（标准版）: spec 01 §2 names the page in the standard group without its fields or
// path. Designed from the merchant main entity (spec 02 §3) as the merchants added in a period,
// scoped to the operator's organisation subtree; the path follows /{p}/pos/standard/.
export const merchantAddQueryPage = call('POST /{p}/pos/standard/merchant/add-page');

export const merchantAddQueryStandard: ScreenDef = {
  name: 'MerchantAddQuery_standard',
  title: '商户新增查询（标准版）',
  area: 'standard',
  inferred: true,
  kind: 'list',
  list: {
    call: merchantAddQueryPage,
    rowKey: 'merchantId',
    filters: ['memberId', 'merchantId', 'psamCode', 'merchantType', 'orgCode', { name: 'crtTime', label: '新增时间', maxDays: 90 }],
    columns: [
      { key: 'merchantId', title: '商户编号' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'realName', title: '商户姓名', format: 'masked' },
      { key: 'merchantType', title: '商户类型', format: 'enum', enumId: 'merchantType' },
      { key: 'psamCode', title: '终端编号', link: 'psam' },
      { key: 'cnlMerchantCode', title: '渠道商户号' },
      { key: 'orgCode', title: '机构编号', link: 'org' },
      { key: 'orgName', title: '机构名称' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'memberStatus' },
      { key: 'crtTime', title: '新增时间', format: 'datetime' },
    ],
  },
};
