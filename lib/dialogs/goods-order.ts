// The goods order dialog (spec 03 §7 goods module: GET /p/order-manage/{id}, order detail): the
// order, its receiver (masked) and its logistics. Fields designed from the goods order the calls
// imply; spec 03 §4 gives the overdue-shipment tags.
import { call } from '../calls/define.ts';
import type { DialogDef } from './types.ts';

export const goodsOrderGet = call('GET /{p}/order-manage/{id}');

export const goodsOrderDialog: DialogDef = {
  entity: 'goodsOrder',
  title: '商品订单详情',
  width: '1000px',
  tabs: [
    {
      id: '1',
      title: '订单信息',
      kind: 'fields',
      load: goodsOrderGet,
      idKey: 'goodsOrderId',
      fields: [
        { key: 'goodsOrderId', label: '订单编号' },
        { key: 'status', label: '订单状态', format: 'enum', enumId: 'goodsOrderStatus' },
        { key: 'timeoutTag', label: '超时标记', format: 'enum', enumId: 'shipTimeout' },
        { key: 'memberId', label: '下单会员', format: 'memberId', link: 'member' },
        { key: 'orgName', label: '所属机构' },
        { key: 'goodsId', label: '商品编号' },
        { key: 'goodsName', label: '商品名称', span: 2 },
        { key: 'quantity', label: '数量' },
        { key: 'price', label: '单价', format: 'money' },
        { key: 'orderAmt', label: '订单金额', format: 'money' },
        { key: 'payAmt', label: '实付金额', format: 'money' },
        { key: 'receiverName', label: '收货人', format: 'masked' },
        { key: 'receiverMobile', label: '收货电话', format: 'masked' },
        { key: 'receiverAddress', label: '收货地址', span: 3 },
        { key: 'logisticsCompany', label: '物流公司' },
        { key: 'logisticsNo', label: '物流单号' },
        { key: 'logisticsStatus', label: '物流状态' },
        { key: 'logisticsTime', label: '物流更新时间', format: 'datetime' },
        { key: 'crtTime', label: '下单时间', format: 'datetime' },
        { key: 'payTime', label: '支付时间', format: 'datetime' },
        { key: 'shipTime', label: '发货时间', format: 'datetime' },
      ],
    },
  ],
};
