import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { readXlsxRows } from '../../upstream/kit/xlsx-read.ts';
import { describe, expect, it } from 'vitest';
import type { GateContext } from '@/lib/access/gate';
import { enumLabel, enumOptions } from '@/lib/dict/enums';
import { findDialog } from '@/lib/registry';
import { dialogView } from '@/lib/dialogs/view';
import { openable } from '@/lib/gate/policy';
import { valuesFromParams } from '@/lib/filters/url';
import { listView } from '@/lib/list/view';
import { rowKeysOf } from '@/lib/list/project';
import { listRowKeys } from '@/lib/list/passing';
import { transSearchSimple } from '@/lib/screens/bills/trans-search';
import { contract } from '@/contract/index';
import { ORDER_TYPE_DEFAULT } from '@/contract/members';
import { billFeePage } from '@/lib/screens/bills/bill-fee-page';
import { orderPagePos } from '@/lib/screens/bills/order-page-pos';
import { RETRY_STATUSES, REFUND_STATUSES } from '@/lib/dialogs/bill';
import {
  emptyFeeRow,
  feeOptionPages,
  feeRowFrom,
  isReadOnlyRule,
  RULE_ID_REQUIRED,
  ruleIdRefusal,
  toFeeInfs,
} from '@/lib/widgets/fee-rules';
import { toTagGroups } from '@/lib/widgets/tags';
import { rowXml, xlsxStream } from '../../upstream/kit/xlsx';

const ctx = (over: Partial<GateContext> = {}): GateContext => ({
  rights: new Set<string>(),
  biz: false,
  roleType: 'PRODUCT',
  productCode: 'all',
  ...over,
});

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  await pipeline(
    stream,
    new Writable({
      write(chunk: Buffer, _e, done) {
        parts.push(chunk);
        done();
      },
    }),
  );
  return Buffer.concat(parts);
}

describe('the streamed .xlsx', () => {
  it('is a workbook a spreadsheet reader opens: header, numbers as numbers, text escaped', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => [
      `2026112000${String(i).padStart(8, '0')}`,
      i / 100,
      i % 3 ? '成功' : 'a<b&"c"',
      null,
    ]);
    function* pieces() {
      for (let i = 0; i < rows.length; i += 500)
        yield rows
          .slice(i, i + 500)
          .map(rowXml)
          .join('');
    }
    const bytes = await collect(xlsxStream({ sheetName: 'POS订单', header: ['订单号', '金额', '状态', '空'], rows: pieces }));
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    // Read back with the upstream's own minimal reader: sheetjs is for writing only.
    const read = readXlsxRows(Buffer.from(bytes));
    expect(read[0]).toEqual(['订单号', '金额', '状态', '空']);
    expect(read).toHaveLength(1201);
    expect(read[1].slice(0, 3)).toEqual([String(rows[0][0]), '0', 'a<b&"c"']);
    expect(read[1200].slice(0, 3)).toEqual([String(rows[1199][0]), '11.99', '成功']);
    expect(read[1200][3] ?? '').toBe('');
  });

  it('pulls rows only as the reader reads, and stops the row source when the reader goes away', async () => {
    let produced = 0;
    let closed = false;
    function* endless() {
      try {
        for (;;) {
          produced++;
          yield rowXml(['x'.repeat(1000), produced]).repeat(50);
        }
      } finally {
        closed = true;
      }
    }
    const stream = xlsxStream({ sheetName: 's', header: ['a', 'b'], rows: endless });
    let bytes = 0;
    for await (const chunk of stream) {
      bytes += (chunk as Buffer).length;
      if (bytes > 64 * 1024) break;
    }
    for (let i = 0; i < 100 && !closed; i++) await new Promise((r) => setTimeout(r, 20));
    expect(closed).toBe(true);
    // A bounded read-ahead (the deflate stream's buffers), not the endless sheet.
    expect(produced).toBeLessThan(2000);
  });

  it('drops control characters XML forbids and keeps edge spaces', () => {
    expect(rowXml(['a\u0001b'])).toBe('<row><c t="inlineStr"><is><t>ab</t></is></c></row>');
    expect(rowXml([' x '])).toContain('xml:space="preserve"');
    expect(rowXml([3, '', undefined])).toBe('<row><c><v>3</v></c><c/><c/></row>');
  });
});

describe('the POS order page by role and product (spec 02 §2)', () => {
  const keys = (c: GateContext) => {
    const v = listView(orderPagePos.list!, { id: 'OrderPagePos', route: 'OrderPagePos', name: 'OrderPagePos', title: 'POS订单' }, c);
    return { filters: v.filters.map((f) => f.name), columns: v.columns.map((c) => c.key), v };
  };

  it('ORG operators lose the business order id and coupon filters', () => {
    expect(keys(ctx()).filters).toEqual(expect.arrayContaining(['custOrderId', 'couponId']));
    const org = keys(ctx({ roleType: 'ORG', productCode: 'myx' }));
    expect(org.filters).not.toContain('custOrderId');
    expect(org.filters).not.toContain('couponId');
    expect(org.filters).toContain('orderId');
  });

  it('the range is unclearable, today by default; the quick filters are the spec’s, in its order', () => {
    const { v } = keys(ctx());
    expect(v.filters[0]).toMatchObject({ name: 'crtTime', clearable: false, defaultWindow: 'today' });
    expect(v.quick?.options.map((o) => o.value)).toEqual(['', '20', '40', '10', '11', '12', '26', '27', '41']);
  });

  it('filters by order tag (codes of the order basic group) and binds merchant tags behind OrderPagePosTagBrand', () => {
    const tag = keys(ctx()).v.filters.find((f) => f.name === 'orderTags');
    expect(tag).toMatchObject({ type: 'tags', custGroups: ['ORDER_BASIC_GROUP'] });
    // Tag codes from the URL come back whole (not cut at a text field's 20 characters), junk dropped.
    const values = valuesFromParams([tag!], { orderTags: 'RETURN_TAG, BIG_ORDER,<NIGHT_ORDER>' }, new Date());
    expect(values.values.orderTags).toBe('RETURN_TAG,BIG_ORDER,NIGHT_ORDER');
    // The picker's 条件 travels beside the codes: AND kept, anything else read as OR (empty).
    expect(tag).toMatchObject({ conditionKey: 'tagCondition' });
    expect(valuesFromParams([tag!], { orderTags: 'RETURN_TAG', tagCondition: 'AND' }, new Date()).values.tagCondition).toBe('AND');
    expect(valuesFromParams([tag!], { orderTags: 'RETURN_TAG', tagCondition: 'and;1' }, new Date()).values.tagCondition).toBe('');
    expect(keys(ctx()).v.tools).toEqual([]);
    const tools = keys(ctx({ rights: new Set(['OrderPagePosTagBrand']) })).v.tools;
    expect(tools).toEqual([
      expect.objectContaining({ kind: 'bindTags', label: '标记筛选商户', custGroups: ['MEMBER_MERCHANT_GROUP'], field: 'memberTagIds' }),
    ]);
  });

  it('the tag picker reads the group list’s page (data.data, spec 01 §7) as its groups', () => {
    const page = {
      data: [
        {
          custGroup: 'ORDER_BASIC_GROUP',
          custGroupName: '订单基础组',
          tagIndicators: [{ tagId: 7, tagCode: 'RETURN_TAG', tagName: '已退货' }],
        },
      ],
      total: 1,
    };
    expect(toTagGroups(page).flatMap((g) => g.tags.map((t) => t.tagCode))).toEqual(['RETURN_TAG']);
  });

  it("product code column only under all (02 §2: hidden when the product is not 'all'); channel code for mcf; organisation columns not for df and lys; zzf its own", () => {
    expect(keys(ctx()).columns).toContain('productCode');
    expect(keys(ctx({ productCode: 'myx' })).columns).not.toContain('productCode');
    expect(keys(ctx({ productCode: 'mcf' })).columns).toContain('cnlCode');
    expect(keys(ctx({ productCode: 'myx' })).columns).not.toContain('cnlCode');
    for (const p of ['df', 'lys']) expect(keys(ctx({ productCode: p })).columns).not.toContain('orgName');
    const zzf = keys(ctx({ productCode: 'zzf' })).columns;
    expect(zzf).toEqual(expect.arrayContaining(['proxyStatus', 'proxyDate', 'settleType']));
    expect(zzf).not.toContain('couponFee');
    const myx = keys(ctx({ productCode: 'myx' })).columns;
    expect(myx).toContain('couponFee');
    expect(myx).not.toContain('proxyStatus');
  });
});

describe('order and bill rules', () => {
  it('order detail collapses every order status to 初始化 (10, 15), 成功, 失败 or -', () => {
    for (const { value } of enumOptions('orderStatus')) {
      const expected = value === '10' || value === '15' ? '初始化' : value === '20' ? '成功' : value === '40' ? '失败' : '-';
      expect(enumLabel('orderStatusBrief', value), value).toBe(expected);
    }
  });

  it('a payee member id opens the member only behind BaseAuthMemberId', () => {
    const meta = { id: 'BillFeePage', route: 'BillFeePage', name: 'BillFeePage', title: billFeePage.title };
    const payee = (c: GateContext) => listView(billFeePage.list!, meta, c).columns.find((col) => col.key === 'payeeMemberId');
    expect(payee(ctx())).toMatchObject({ link: 'member', linkAllowed: false });
    expect(payee(ctx({ rights: new Set(['BaseAuthMemberId']) }))).toMatchObject({ link: 'member', linkAllowed: true });
  });

  it('02-N1: the POS order page opens the organisation view from its organisation member ids, behind BillPageOrgCode (02 §6)', () => {
    const meta = { id: 'OrderPagePos', route: 'OrderPagePos', name: 'OrderPagePos', title: orderPagePos.title };
    const col = (c: GateContext, key: string) => listView(orderPagePos.list!, meta, c).columns.find((x) => x.key === key);
    for (const key of ['orgMemberId', 'topOrgMemberId']) {
      expect(col(ctx({ rights: new Set(['OrderPagePos']) }), key)).toMatchObject({ link: 'orgMember', linkAllowed: false });
      expect(col(ctx({ rights: new Set(['OrderPagePos', 'BillPageOrgCode']) }), key)).toMatchObject({
        link: 'orgMember',
        linkAllowed: true,
      });
    }
    // The dialog loads the organisation by its member id (03 §7 "Org detail by {memberId} (or orgCode)").
    const d = findDialog('orgMember')!;
    expect(d.tabs[0]).toMatchObject({ kind: 'bespoke', component: 'org-see-member' });
    expect(contract['POST /{p}/pos/standard/org/admin/org/detail'].request).toHaveProperty('memberId');
    // The order detail's organisation opens it too.
    const basic = findDialog('order')!.tabs[0]!;
    expect(basic.kind === 'fields' && basic.fields.find((f) => f.key === 'orgMemberId')).toMatchObject({ link: 'orgMember' });
  });

  it('retry on 18, 19 and 88; refund on 20 and 28', () => {
    expect([...RETRY_STATUSES]).toEqual([18, 19, 88]);
    expect([...REFUND_STATUSES]).toEqual([20, 28]);
  });

  it('the four-tab order detail hides consumption and settlement card under all', () => {
    const d = findDialog('orderBrief')!;
    expect(dialogView(d, 'TransSearchSimple', ctx()).tabs.map((t) => t.id)).toEqual(['basic', 'channel']);
    expect(dialogView(d, 'TransSearchSimple', ctx({ productCode: 'myx' })).tabs.map((t) => t.id)).toEqual([
      'basic',
      'channel',
      'consumption',
      'settle',
    ]);
  });

  it('the POS order search sends the spec search form: the orgMemberId family, custMemberId, cnlMerchantCode, tusn (02 §3)', () => {
    const route = { id: 'OrderPagePos', route: 'OrderPagePos', name: 'OrderPagePos', title: 'POS订单' };
    const names = listView(orderPagePos.list!, route, ctx()).filters.map((f) => f.name);
    for (const n of [
      'orgMemberId',
      'topOrgMemberId',
      'parentOrgMemberId',
      'curOrgMemberId',
      'leaderMemberId',
      'custMemberId',
      'cnlMerchantCode',
      'tusn',
    ])
      expect(names).toContain(n);
    expect(names).not.toContain('orgCode');
    expect(names).not.toContain('topOrgCode');
  });

  it('an order id cell sends the row’s own orderType with order detail (02 §7 {orderId, orderType}); the transaction searches too', () => {
    for (const [list, screen] of [
      [orderPagePos.list!, 'OrderPagePos'],
      [transSearchSimple.list!, 'TransSearchSimple'],
    ] as const) {
      const route = { id: screen, route: screen, name: screen, title: screen };
      const column = listView(list, route, ctx()).columns.find((c) => c.key === 'orderId')!;
      expect(column.linkWith).toEqual(['orderType']);
      expect(listRowKeys(list, ctx())).toContain('orderType');
    }
    // Its loads take orderType (the row's value replaces the default); the contract requires it.
    const tabs = findDialog('order')!.tabs.filter((t) => t.kind === 'fields');
    for (const t of tabs) expect(t.kind === 'fields' && t.extra).toEqual({ orderType: ORDER_TYPE_DEFAULT });
    expect(contract['POST /admin/order/detail'].request?.orderType?.required).toBe(true);
  });

  it('the receipt action keeps the order type in the record it reads', () => {
    const view = dialogView(findDialog('order')!, 'OrderPagePos', ctx({ rights: new Set(['OrderPagePos', 'BaseAuthOrderId']) }));
    expect(rowKeysOf({ columns: [], rowKey: 'orderId', actions: view.actions })).toEqual(new Set(['orderId', 'custOrderType', 'gbsId']));
    // Spec 02 §3: the base-station look-up reads gbsId from consumerInf / locationInf.
    expect(view.actions.find((a) => a.id === 'gbs')).toMatchObject({ idFrom: ['consumerInf.gbsId', 'locationInf.gbsId'] });
  });

  it("the fee-rule picker opens where its editor does (the screen's right); refund needs Billnullify (02 §6)", () => {
    const editor = ctx({ rights: new Set(['OrderGenRule']) });
    const viewer = ctx({ rights: new Set(['BillPage', 'BillFeeDetail']) });
    expect(openable('dialog:feePicker', editor)).toBe(true);
    expect(openable('dialog:feePicker', viewer)).toBe(false);
    expect(openable('form:bill-refund', ctx({ rights: new Set(['BillPage']) }))).toBe(false);
    expect(openable('form:bill-refund', ctx({ rights: new Set(['BillPage', 'Billnullify']) }))).toBe(true);
  });
});

describe('the fee-rule editor’s rules (spec 03 §2, §5)', () => {
  it('ruleId is required: blank or spaces say 必传', () => {
    expect(ruleIdRefusal('')).toBe(RULE_ID_REQUIRED);
    expect(ruleIdRefusal('  ')).toBe('必传');
    expect(ruleIdRefusal(null)).toBe('必传');
    expect(ruleIdRefusal('1001')).toBeNull();
  });

  it('read-only when disabled is YES (or the rule did not load)', () => {
    expect(isReadOnlyRule({ disabled: 'YES' })).toBe(true);
    expect(isReadOnlyRule({ disabled: 'yes' })).toBe(true);
    expect(isReadOnlyRule({ disabled: 'NO' })).toBe(false);
    expect(isReadOnlyRule(null)).toBe(true);
  });

  it('fee code options ask for pages 1 and 2 of 50', () => {
    expect(feeOptionPages()).toEqual([
      { pageNum: 1, pageSize: 50 },
      { pageNum: 2, pageSize: 50 },
    ]);
  });

  it('rows go out as feeInfs: numbers for the numeric fields, blanks and names left out', () => {
    const row = feeRowFrom({ feeId: 3001, feeCode: 'TRADE_FEE_01', feeName: '交易手续费', scale: 2, fixAmt: '', settleType: 200380 });
    expect(toFeeInfs([row])).toEqual([{ feeId: '3001', feeCode: 'TRADE_FEE_01', defaultFeeFlag: '1', scale: 2, settleType: 200380 }]);
    expect(emptyFeeRow({ feeId: 3045, feeCode: 'SERVICE_FEE_05', feeName: '服务费-大额' })).toMatchObject({
      feeCode: 'SERVICE_FEE_05',
      defaultFeeFlag: '1',
      scale: '2',
    });
  });
});
