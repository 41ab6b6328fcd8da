// The flash-sale dialog (spec 03 §7 goods module: GET /p/secKill/get with query parameters): one
// flash sale read-only, opened from its id cell on /GoodsActive.
import { call } from '../calls/define.ts';
import type { DialogDef } from './types.ts';

export const seckillGet = call('GET /{p}/secKill/get');

export const seckillDialog: DialogDef = {
  entity: 'seckill',
  title: '秒杀活动详情',
  width: '900px',
  right: 'GoodsActive',
  tabs: [
    {
      id: '1',
      title: '活动信息',
      kind: 'fields',
      load: seckillGet,
      idKey: 'actId',
      fields: [
        { key: 'actId', label: '活动编号' },
        { key: 'actName', label: '活动名称' },
        { key: 'status', label: '状态', format: 'enum', enumId: 'seckillStatus' },
        { key: 'goodsId', label: '商品编号' },
        { key: 'goodsName', label: '商品名称', span: 2 },
        { key: 'originPrice', label: '原价', format: 'money' },
        { key: 'seckillPrice', label: '秒杀价', format: 'money' },
        { key: 'stock', label: '秒杀库存' },
        { key: 'soldCnt', label: '已售' },
        { key: 'limitPerMember', label: '每人限购' },
        { key: 'startTime', label: '开始时间', format: 'datetime' },
        { key: 'endTime', label: '结束时间', format: 'datetime' },
        { key: 'crtTime', label: '创建时间', format: 'datetime' },
        { key: 'remark', label: '备注', span: 3 },
      ],
    },
  ],
};
