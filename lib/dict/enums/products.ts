// Enumerations of products, activities, coupons, promotions, goods and merchant entry (spec 01 §4,
// spec 03 §4). Where the spec gives no codes (coupon, order, flash-sale, promotion, entry statuses)
// the codes are ours, following the platform's 10/20/40 pattern.
import type { EnumTable } from './types.ts';

export const PRODUCT_ENUMS: Readonly<Record<string, EnumTable>> = {
  /** Spec 01 §4: activity payment status (25 under one product code). */
  actPayStatus: [
    ['0', '未开始'],
    ['10', '进行中'],
    ['20', '已过期'],
    ['25', '已结算'],
  ],
  /** Spec 01 §4: qualification. */
  qualification: [
    ['0', '不达标'],
    ['1', '达标'],
  ],
  helpResult: [
    ['20', '助力成功'],
    ['40', '助力失败'],
  ],
  couponType: [
    ['10', '满减券'],
    ['20', '立减券'],
    ['30', '免手续费券'],
  ],
  memberCouponStatus: [
    ['0', '未使用'],
    ['1', '已使用'],
    ['2', '已过期'],
  ],
  /** Spec 01 §4: goods status. */
  goodsStatus: [
    ['10', '初始化'],
    ['20', '已上架'],
    ['30', '已下架'],
  ],
  /** Spec 01 §4: brand status. */
  brandStatus: [
    ['10', '初始化'],
    ['20', '已上架'],
    ['40', '已下架'],
  ],
  goodsOrderStatus: [
    ['10', '待支付'],
    ['20', '待发货'],
    ['30', '已发货'],
    ['40', '已完成'],
    ['50', '已取消'],
  ],
  /** Spec 03 §4: overdue-shipment tags. */
  shipTimeout: [
    ['TIME_OUT_24H', '超24小时未发货'],
    ['TIME_OUT_12H', '超12小时未发货'],
  ],
  seckillStatus: [
    ['10', '未开始'],
    ['20', '进行中'],
    ['30', '已结束'],
    ['40', '已失效'],
  ],
  categoryLevel: [
    ['1', '一级分类'],
    ['2', '二级分类'],
    ['3', '三级分类'],
  ],
  promotionStatus: [
    ['0', '草稿'],
    ['10', '审核中'],
    ['20', '已通过'],
    ['40', '已驳回'],
  ],
  promoType: [
    ['10', '商户推广'],
    ['20', '机构推广'],
    ['30', '会员推广'],
  ],
  promoTag: [
    ['701101', '高意向'],
    ['701102', '已回访'],
    ['701103', '无效推广'],
    ['701104', '重点跟进'],
  ],
  entrantStatus: [
    ['10', '待处理'],
    ['15', '处理中'],
    ['20', '进件成功'],
    ['40', '进件失败'],
  ],
  /** Spec 01 §5: option dataTypes and their number editors. */
  dataType: [
    ['100920', '整数'],
    ['100922', '金额（两位小数）'],
    ['100923', '比例（两位小数）'],
    ['100924', '费率（三位小数）'],
    ['100925', '费率（四位小数）'],
    ['100921', '文本'],
  ],
  cnlReportType: [
    ['10', '交易对账'],
    ['20', '结算对账'],
    ['30', '分润报表'],
  ],
  productBizType: [
    ['POS', '传统POS'],
    ['MPOS', '手机POS'],
    ['QR', '扫码支付'],
    ['CARD', '信用卡还款'],
  ],
};
