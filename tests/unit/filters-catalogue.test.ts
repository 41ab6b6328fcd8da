import { describe, expect, it } from 'vitest';
import { isEnum } from '@/lib/dict/enums';
import { FILTERS, filterDef, filterLabel, SN_PRODUCTS } from '@/lib/filters/catalogue';
import { maxLengthOf, valueKeys } from '@/lib/filters/rules';

const all = Object.values(FILTERS);
const TEXT_LIKE = new Set(['text', 'digits', 'card', 'multiId', 'sql', 'numRange']);

describe('filter catalogue', () => {
  it('finds entries by own name only', () => {
    expect(filterDef('memberId')?.label).toBe('会员编号');
    expect(filterDef('cnlMerchantCode')?.label).toBe('商户编号');
    expect(filterDef('constructor')).toBeNull();
    expect(filterDef('__proto__')).toBeNull();
    expect(filterDef('toString')).toBeNull();
  });
  it('keys every entry by its name', () => {
    for (const [key, def] of Object.entries(FILTERS)) expect(def.name).toBe(key);
  });
  it('gives every text-like filter a maximum length', () => {
    for (const def of all.filter((d) => TEXT_LIKE.has(d.type))) expect(def.maxLength, def.name).toBeGreaterThan(0);
  });
  it('uses the §5 maximum lengths', () => {
    const len = (name: string) => maxLengthOf(filterDef(name)!);
    expect(len('sql')).toBe(9999);
    expect(len('memberIds')).toBe(9999);
    expect(len('mobile')).toBe(11);
    expect(len('orderId')).toBe(18);
    expect(len('billId')).toBe(18);
    expect(len('orgLevel')).toBe(2);
    expect(len('providerLevel')).toBe(2);
    expect(len('unTransDays')).toBe(4);
    expect(len('psamRange')).toBe(20);
    expect(len('idcNum')).toBe(18);
    expect(len('cardNo')).toBe(22);
    for (const def of all.filter((d) => TEXT_LIKE.has(d.type)))
      expect([2, 4, 11, 18, 20, 22, 40, 99, 9999], def.name).toContain(maxLengthOf(def));
  });
  it('strips non-numeric characters from the §5 digit fields', () => {
    for (const name of ['deliveryNo', 'batchNo', 'activityGroupId', 'transId', 'typeId', 'mobile', 'userMobile', 'providerLevel']) {
      expect(filterDef(name)?.pattern, name).toBe('digits');
    }
  });
  it('gives every range two distinct keys, date ranges the 90-day rule and a window', () => {
    for (const def of all.filter((d) => d.type === 'dateRange' || d.type === 'numRange')) {
      expect(def.keys, def.name).toHaveLength(2);
      expect(new Set(def.keys).size).toBe(2);
    }
    for (const def of all.filter((d) => d.type === 'dateRange')) {
      expect(def.maxDays, def.name).toBe(90);
      expect(def.defaultWindow, def.name).toBeDefined();
      expect(def.shortcuts).toBe('standard');
    }
    expect(filterDef('crtTime')?.keys).toEqual(['startDate', 'endDate']);
    expect(filterDef('uptTime')?.keys).toEqual(['startUptDate', 'endUptDate']);
    expect(filterDef('crtTime')?.defaultWindow).toBe('today');
    expect(filterDef('bindTime')?.defaultWindow).toEqual({ days: 30 });
    expect(filterDef('fileSize')?.keys).toEqual(['startSize', 'endSize']);
    expect(filterDef('fileSize')?.label).toBe('文件大小(KB)');
  });
  it('has the twelve date ranges of §2', () => {
    const names = [
      'crtTime',
      'uptTime',
      'activeTime',
      'firstTransTime',
      'lastTransTime',
      'storageTime',
      'transferTime',
      'bindTime',
      'deliveryTime',
      'returnTime',
      'reconTime',
      'disableTime',
    ];
    for (const n of names) expect(filterDef(n)?.type, n).toBe('dateRange');
  });
  it('gives every select an option source that exists', () => {
    for (const def of all.filter((d) => d.type === 'select' || d.type === 'multiSelect')) {
      // A dictionary, options (fixed, or an enumeration's settled on the server) or a look-up, one of them.
      const sources = [def.dict !== undefined, def.options !== undefined, def.lookup !== undefined].filter(Boolean);
      expect(sources, def.name).toHaveLength(1);
      if (def.enumId) expect(isEnum(def.enumId), def.enumId).toBe(true);
      if (def.enumId) expect(def.options?.length, def.name).toBeGreaterThan(0);
      if (def.options) expect(def.options.length).toBeGreaterThan(0);
    }
    expect(filterDef('payChannel')).toMatchObject({ dict: 8070, products: 'mcfByhb', field: 'cnlCode' });
    expect(filterDef('productCode')?.products).toBe('onlyAll');
    expect(filterDef('memberStatus')).toMatchObject({ enumId: 'memberStatus', field: 'status' });
  });
  it('sets the picker modes', () => {
    expect(filterDef('orgCode')).toMatchObject({ type: 'org', mode: 'default' });
    expect(filterDef('topOrgCode')).toMatchObject({ type: 'org', mode: 'top' });
    expect(filterDef('curOrgCode')).toMatchObject({ type: 'org', mode: 'current' });
    expect(filterDef('leaderMemberId')).toMatchObject({ type: 'member', mode: 'leader' });
    expect(filterDef('providerCode')?.type).toBe('provider');
  });
  it('never collides with the page and product parameters of the URL', () => {
    const keys = all.flatMap(valueKeys);
    for (const reserved of ['pageNum', 'pageSize', 'code']) expect(keys).not.toContain(reserved);
  });
  it('labels the terminal filters SN for two products, TUSN otherwise', () => {
    expect(SN_PRODUCTS).toHaveLength(2);
    for (const name of ['psamCode', 'tusn']) {
      expect(filterLabel(filterDef(name)!, SN_PRODUCTS[0])).toBe('SN');
      expect(filterLabel(filterDef(name)!, SN_PRODUCTS[1].toUpperCase())).toBe('SN');
      expect(filterLabel(filterDef(name)!, 'all')).toBe('TUSN');
    }
    expect(filterLabel(filterDef('orderId')!, SN_PRODUCTS[0])).toBe('订单号');
  });
});
