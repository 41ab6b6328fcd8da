import { call } from '../../calls/define.ts';
import type { FormDef } from '../../forms/types.ts';
import type { ScreenDef } from '../types.ts';

// 商品活动 (spec 03 §7 goods module: POST /p/secKill/actPage, addAct, loseEfficacy; GET
// /p/secKill/get in the flash-sale dialog; §4 "flash-sale lose-efficacy"). Fields designed: a
// listed good, its flash price in yuan sent in fen, stock, per-member limit and a window whose
// end follows its start. Statuses ours: 10 not started, 20 running, 30 ended, 40 lost efficacy.
// The good is chosen from goods actQuery (spec 03 §7 goods module), the goods an activity may take.
export const seckillCalls = {
  page: call('POST /{p}/secKill/actPage'),
  goods: call('POST /{p}/goods/actQuery'),
  add: call('POST /{p}/secKill/addAct'),
  loseEfficacy: call('POST /{p}/secKill/loseEfficacy'),
};

export const goodsActiveAdd: FormDef = {
  id: 'seckill-add',
  title: '新增秒杀活动',
  submit: seckillCalls.add,
  fields: [
    { key: 'actName', label: '活动名称', type: 'text', required: true, maxLength: 40 },
    {
      key: 'goodsId',
      label: '商品',
      type: 'select',
      required: true,
      lookup: { call: seckillCalls.goods, value: 'goodsId', label: 'goodsName', withValue: true },
    },
    { key: 'seckillPrice', label: '秒杀价', type: 'money', required: true },
    { key: 'stock', label: '秒杀库存', type: 'number', required: true, step: 1, min: 1, max: 99999 },
    { key: 'limitPerMember', label: '每人限购', type: 'number', required: true, step: 1, min: 1, max: 99 },
    { key: 'startTime', label: '开始时间', type: 'datetime', required: true },
    { key: 'endTime', label: '结束时间', type: 'datetime', required: true },
    { key: 'remark', label: '备注', type: 'textarea', maxLength: 200, span: 2 },
  ],
  rules: [{ kind: 'after', field: 'endTime', than: 'startTime', message: '结束时间须晚于开始时间' }],
};

export const goodsActive: ScreenDef = {
  name: 'GoodsActive',
  title: '商品活动',
  area: 'goods',
  kind: 'list',
  list: {
    call: seckillCalls.page,
    rowKey: 'actId',
    filters: [
      { name: 'actName', label: '活动名称', type: 'text', maxLength: 40, placeholder: '请输入活动名称' },
      { name: 'goodsName', label: '商品名称', type: 'text', maxLength: 60, placeholder: '请输入商品名称' },
      { name: 'status', label: '状态', type: 'select', enumId: 'seckillStatus', placeholder: '请选择状态' },
      'crtTime',
    ],
    columns: [
      { key: 'actId', title: '活动编号', link: 'seckill' },
      { key: 'actName', title: '活动名称' },
      { key: 'goodsId', title: '商品编号' },
      { key: 'goodsName', title: '商品名称', width: 200 },
      { key: 'originPrice', title: '原价', format: 'money' },
      { key: 'seckillPrice', title: '秒杀价', format: 'money' },
      { key: 'stock', title: '秒杀库存' },
      { key: 'soldCnt', title: '已售' },
      { key: 'limitPerMember', title: '每人限购' },
      { key: 'startTime', title: '开始时间', format: 'datetime' },
      { key: 'endTime', title: '结束时间', format: 'datetime' },
      { key: 'status', title: '状态', format: 'enum', enumId: 'seckillStatus' },
    ],
    tools: [{ id: 'add', label: '新增', kind: 'form', form: goodsActiveAdd }],
    actions: [
      {
        id: 'loseEfficacy',
        label: '失效',
        kind: 'call',
        call: seckillCalls.loseEfficacy,
        idKey: 'actId',
        confirm: '确定使该秒杀活动失效吗？',
        when: { field: 'status', values: [10, 20] },
      },
    ],
  },
};
