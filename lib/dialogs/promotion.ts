// The promotion dialog (spec 03 §7 promotion, /{p}/pos/promotion/admin/): a promotion and its
// items as applied for (query-apply-list), each item editable (edit-promotion-item) and switched
// on or off (edit-promotion-item-status). The promotion's and an item's single queries are not
// shown: ours are query-promotion and query-promotion-item.
import { call } from '../calls/define.ts';
import type { FormDef } from '../forms/types.ts';
import { switchActions } from '../list/switch-actions.ts';
import type { DialogDef } from './types.ts';

export const promotionCalls = {
  page: call('POST /{p}/pos/promotion/admin/query-page'),
  detail: call('POST /{p}/pos/promotion/admin/query-promotion'),
  create: call('POST /{p}/pos/promotion/admin/create-promotion'),
  edit: call('POST /{p}/pos/promotion/admin/edit-promotion'),
  submitApply: call('POST /{p}/pos/promotion/admin/submit-apply'),
  applyList: call('POST /{p}/pos/promotion/admin/query-apply-list'),
  itemDetail: call('POST /{p}/pos/promotion/admin/query-promotion-item'),
  editItem: call('POST /{p}/pos/promotion/admin/edit-promotion-item'),
  itemStatus: call('POST /{p}/pos/promotion/admin/edit-promotion-item-status'),
};

export const promotionItemEdit: FormDef = {
  id: 'promotion-item-edit',
  title: '编辑推广项',
  submit: promotionCalls.editItem,
  load: promotionCalls.itemDetail,
  idKey: 'itemId',
  fields: [
    { key: 'itemName', label: '推广项名称', type: 'text', required: true, maxLength: 40 },
    { key: 'rewardAmt', label: '奖励金额', type: 'money', required: true },
    { key: 'targetCnt', label: '目标数量', type: 'number', required: true, step: 1, min: 1, max: 99999 },
    { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
  ],
};

export const promotionDialog: DialogDef = {
  entity: 'promotion',
  title: '推广详情',
  width: '1100px',
  right: 'PromotionManage',
  tabs: [
    {
      id: '1',
      title: '推广信息',
      kind: 'fields',
      load: promotionCalls.detail,
      idKey: 'promotionId',
      fields: [
        { key: 'promotionId', label: '推广编号' },
        { key: 'promotionName', label: '推广名称' },
        { key: 'status', label: '状态', format: 'enum', enumId: 'promotionStatus' },
        { key: 'productCode', label: '产品编码' },
        { key: 'startTime', label: '开始时间', format: 'datetime' },
        { key: 'endTime', label: '结束时间', format: 'datetime' },
        { key: 'itemCnt', label: '推广项数' },
        { key: 'applyTime', label: '提交申请时间', format: 'datetime' },
        { key: 'auditMsg', label: '审核意见' },
        { key: 'content', label: '推广说明', span: 3 },
      ],
    },
    {
      id: '2',
      title: '推广项',
      kind: 'list',
      idKey: 'promotionId',
      list: {
        call: promotionCalls.applyList,
        rowKey: 'itemId',
        filters: [],
        columns: [
          { key: 'itemId', title: '推广项编号' },
          { key: 'itemName', title: '推广项名称' },
          { key: 'orgCode', title: '申请机构', link: 'org' },
          { key: 'orgName', title: '机构名称' },
          { key: 'rewardAmt', title: '奖励金额', format: 'money' },
          { key: 'targetCnt', title: '目标数量' },
          { key: 'doneCnt', title: '完成数量' },
          { key: 'itemStatus', title: '状态', format: 'enum', enumId: 'enableStatus' },
          { key: 'uptTime', title: '更新时间', format: 'datetime' },
        ],
        actions: [
          { id: 'editItem', label: '编辑', kind: 'form', form: promotionItemEdit, idKey: 'itemId' },
          ...switchActions({
            call: promotionCalls.itemStatus,
            idKey: 'itemId',
            noun: '推广项',
            field: 'itemStatus',
          }),
        ],
      },
    },
  ],
};
