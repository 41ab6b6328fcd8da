import { describe, expect, it } from 'vitest';
import { findDialog } from '@/lib/registry';
import { dataTypeMessage, dataTypeStep } from '../../lib/dict/data-type';
import { findForm } from '@/lib/registry';
import { bodyErrors, toBody } from '../../lib/forms/schema';
import { derive, openable } from '../../lib/gate/policy';
import { dialogs } from '@/lib/registry';
import { forms } from '@/lib/registry';
import { screens } from '../../lib/screens';
import { sharedCalls } from '../../lib/calls';
import {
  BATCH_TRANSITIONS,
  ENTRANT_TRANSITIONS,
  GOODS_TRANSITIONS,
  PROMOTION_TRANSITIONS,
  SECKILL_TRANSITIONS,
  storedTime,
} from '../../upstream/resources/products/rules';
import { nextStatus } from '../../upstream/kit/status';

// Pure rules of the products, goods and promotion area: the status transitions the upstream
// enforces, the option number editors by dataType, the forms' one schema, and the gates of the
// bespoke tree's actions and the coupon jump.
describe('status transitions', () => {
  it('goods list from init or delisted, delist from listed only (spec 01 §4: 10, 20, 30)', () => {
    expect(nextStatus(GOODS_TRANSITIONS.listing, 10)).toEqual({ ok: true, to: 20 });
    expect(nextStatus(GOODS_TRANSITIONS.listing, 30)).toEqual({ ok: true, to: 20 });
    expect(nextStatus(GOODS_TRANSITIONS.listing, 20)).toEqual({ ok: false, message: '商品已上架，不能重复上架' });
    expect(nextStatus(GOODS_TRANSITIONS.delisting, 20)).toEqual({ ok: true, to: 30 });
    for (const from of [10, 30])
      expect(nextStatus(GOODS_TRANSITIONS.delisting, from)).toEqual({ ok: false, message: '只有已上架的商品才能下架' });
  });

  it('flash sales lose efficacy before they end; promotions, entries and batches move once', () => {
    expect(nextStatus(SECKILL_TRANSITIONS.loseEfficacy, 10).ok).toBe(true);
    expect(nextStatus(SECKILL_TRANSITIONS.loseEfficacy, 20).ok).toBe(true);
    expect(nextStatus(SECKILL_TRANSITIONS.loseEfficacy, 30)).toEqual({ ok: false, message: '活动已结束或已失效，不能再失效' });
    expect(nextStatus(SECKILL_TRANSITIONS.loseEfficacy, 40).ok).toBe(false);
    expect(nextStatus(PROMOTION_TRANSITIONS.submitApply, 40)).toEqual({ ok: true, to: 10 });
    expect(nextStatus(PROMOTION_TRANSITIONS.submitApply, 20).ok).toBe(false);
    expect(nextStatus(ENTRANT_TRANSITIONS.process, 40)).toEqual({ ok: true, to: 20 });
    expect(nextStatus(ENTRANT_TRANSITIONS.process, 15).ok).toBe(false);
    expect(nextStatus(BATCH_TRANSITIONS.exec, 20)).toEqual({ ok: false, message: '该批次已处理，不能重复发放' });
  });

  it('a form datetime is stored as yyyy-MM-dd HH:mm:ss', () => {
    expect(storedTime('2026-12-01T08:30')).toBe('2026-12-01 08:30:00');
    expect(storedTime('2026-12-01T08:30:15')).toBe('2026-12-01 08:30:15');
    expect(storedTime('')).toBeNull();
    expect(() => storedTime('12/01/2026')).toThrow('时间格式错误');
  });
});

describe('option number editors by dataType (spec 01 §5)', () => {
  it('steps 1, 0.01, 0.001, 0.0001; other types are text', () => {
    expect(dataTypeStep('100920')).toBe(1);
    expect(dataTypeStep('100922')).toBe(0.01);
    expect(dataTypeStep('100923')).toBe(0.01);
    expect(dataTypeStep('100924')).toBe(0.001);
    expect(dataTypeStep('100925')).toBe(0.0001);
    expect(dataTypeStep('100921')).toBeNull();
  });

  it('messages for a value that does not fit', () => {
    expect(dataTypeMessage('100920', '3', '参数值')).toBeNull();
    expect(dataTypeMessage('100920', '3.5', '参数值')).toBe('参数值须为整数');
    expect(dataTypeMessage('100923', '0.555', '参数值')).toBe('参数值最多2位小数');
    expect(dataTypeMessage('100925', '0.0001', '参数值')).toBeNull();
    expect(dataTypeMessage('100924', 'x', '参数值')).toBe('参数值须为数字');
    expect(dataTypeMessage('100921', 'x', '参数值')).toBeNull();
  });

  it('the param form refuses through its one schema', () => {
    const form = findForm('param-add')!;
    const body = toBody(form, { paramCode: 'A1', paramName: '名', dataType: '100922', paramValue: '1.234' });
    expect(bodyErrors(form, body)).toEqual({ paramValue: '参数值最多2位小数' });
    expect(bodyErrors(form, { ...body, paramValue: '1.23' })).toEqual({});
  });
});

describe('the forms of the area', () => {
  it('money in yuan with 2 decimals goes in fen; an end before its start is refused', () => {
    const form = findForm('coupon-v3-add')!;
    const values = {
      stockName: '券',
      productCode: 'myx',
      couponType: '10',
      faceAmt: '5.50',
      stockCnt: '10',
      perLimit: '1',
      startTime: '2026-12-02T00:00',
      endTime: '2026-12-01T00:00',
    };
    const body = toBody(form, values);
    expect(body.faceAmt).toBe(550);
    expect(bodyErrors(form, body)).toEqual({ endTime: '结束时间须晚于开始时间' });
    expect(bodyErrors(form, toBody(form, { ...values, faceAmt: '5.505' })).faceAmt).toBe('请输入正确的面额（元，最多两位小数）');
  });

  it('a configuration code may hold underscores (PROFIT_RATIO), nothing else but letters and digits', () => {
    const form = findForm('param-add')!;
    const values = { paramCode: 'PROFIT_RATIO_1', paramName: '默认分润比例', dataType: '6', paramValue: 'x' };
    expect(bodyErrors(form, toBody(form, values)).paramCode).toBeUndefined();
    expect(bodyErrors(form, toBody(form, { ...values, paramCode: 'PROFIT-RATIO' })).paramCode).toBe('参数编码仅支持字母、数字和下划线');
    expect(bodyErrors(form, toBody(form, { ...values, paramCode: 'PROFIT RATIO' })).paramCode).toBe('参数编码仅支持字母、数字和下划线');
  });

  it('image fields carry the 2MB rule and the png/jpeg/jpg/gif tile; lookups name their calls', () => {
    const goods = findForm('goods-add')!;
    expect(goods.fields.find((f) => f.key === 'mainImage')?.upload?.maxBytes).toBe(2 * 1024 * 1024);
    expect(findForm('brand-add')!.fields.find((f) => f.key === 'logo')?.upload?.maxBytes).toBe(2 * 1024 * 1024);
    expect(goods.fields.find((f) => f.key === 'brandId')?.lookup?.call.path).toBe('/{p}/brand/query');
    expect(goods.fields.find((f) => f.key === 'categoryId')?.lookup?.children).toBe('children');
  });

  it('the flash-sale form picks its good from goods actQuery (spec 03 §7 goods module), each named with its id', () => {
    const good = findForm('seckill-add')!.fields.find((f) => f.key === 'goodsId')!;
    expect(good).toMatchObject({ type: 'select', required: true, lookup: { value: 'goodsId', label: 'goodsName', withValue: true } });
    expect(good.lookup?.call).toMatchObject({ method: 'POST', path: '/{p}/goods/actQuery' });
  });
});

describe('gates of the area', () => {
  const { openers } = derive({ screens, dialogs, forms, shared: sharedCalls });
  const ctx = (rights: string[]) => ({ rights: new Set(rights), biz: false, roleType: 'PRODUCT' as const, productCode: 'all' });

  it("the category forms open from the bespoke tree, under its screen's right", () => {
    expect(openable('form:classify-add', ctx(['GoodsClassify']), openers)).toBe(true);
    expect(openable('form:classify-add', ctx(['GoodsQuery']), openers)).toBe(false);
  });

  it('the coupon dialog jumps to coupon management with the id in session storage', () => {
    const coupon = findDialog('coupon')!;
    expect(coupon.actions?.[0]).toMatchObject({ kind: 'goto', screen: 'ProductCouponManage', storageKey: 'couponId' });
    expect(screens.find((s) => s.name === 'ProductCouponManage')?.list?.sessionKey).toBe('couponId');
  });

  it('merchant entry processing carries the inner token type, added by the server', () => {
    const process = screens.find((s) => s.name === 'MerchantEntrant')!.list!.actions!.find((a) => a.id === 'process')!;
    expect(process.kind === 'call' && process.call.headers).toEqual({ 'token-type': 'inner' });
  });
});
