// The two readings of an open point (contract/readings.ts): the reference upstream's second reading
// of an answer, read back by the console's one reader, is the entry's first reading again.
import { describe, expect, it } from 'vitest';
import { contract } from '@/contract/index';
import type { Entry } from '@/contract/define';
import { FIELD_READINGS, type FieldReading } from '@/contract/readings';
import { asList, asPage, pageOf, rename } from '@/contract/shapes';
import { readAnswer } from '@/lib/answer/read';
import { secondReading } from '@/upstream/readings';
import { smsSend } from '@/lib/screens/app-ops/operate-send-sms';
import { baseImportListConfig } from '@/lib/screens/system/base-import-list-config';

const entries = contract as Record<string, Entry>;
const keyOf = (shape: string) => Object.keys(entries).find((k) => entries[k]!.reply?.shape === shape)!;

describe('rows: bare or paged (01 §3 line 89)', () => {
  const rows = [{ a: 1 }, { a: 2 }];
  it('reads a bare list, a page and a page one level deeper alike', () => {
    expect(pageOf(rows)).toEqual({ data: rows, total: 2 });
    expect(pageOf({ data: rows, total: 9 })).toEqual({ data: rows, total: 9 });
    expect(pageOf({ data: { data: rows, total: 9 } })).toEqual({ data: rows, total: 9 });
    expect(pageOf(null)).toEqual({ data: [], total: 0 });
  });
  it('turns either into the other and leaves anything without rows alone', () => {
    expect(asList({ data: rows, total: 9 })).toEqual(rows);
    expect(asPage(rows)).toEqual({ data: rows, total: 2 });
    expect(asPage({ data: rows, total: 9, pageNum: 1 })).toEqual({ data: rows, total: 9, pageNum: 1 });
    expect(asList({ name: 'x' })).toEqual({ name: 'x' });
    expect(asPage(null)).toBe(null);
  });
  it('a page entry answered bare, and a list entry answered paged, reach the console in the entry’s shape', () => {
    const pageKey = keyOf('page');
    const listKey = keyOf('list');
    const page = { data: rows, total: 7, pageNum: 1, pageSize: 20 };
    const second = secondReading(pageKey, entries[pageKey]!, page);
    expect(second).toEqual(rows);
    expect(readAnswer(pageKey, second)).toEqual({ data: rows, total: 2 });
    expect(readAnswer(pageKey, page)).toEqual(page);
    const secondList = secondReading(listKey, entries[listKey]!, rows);
    expect(secondList).toEqual({ data: rows, total: 2 });
    expect(readAnswer(listKey, secondList)).toEqual(rows);
  });

  it('a list entry the upstream’s handler answers paged goes bare in the second reading (02-R1), and back again', () => {
    const listKey = keyOf('list');
    const paged = { data: rows, total: 2, pageNum: 1, pageSize: 20 };
    expect(secondReading(listKey, entries[listKey]!, paged)).toEqual(rows);
    expect(readAnswer(listKey, secondReading(listKey, entries[listKey]!, paged))).toEqual(rows);
    expect(readAnswer(listKey, paged)).toEqual(rows);
  });
});

describe('fields under either name', () => {
  const reading: FieldReading = { kind: 'field', id: 't', spec: 't', calls: [], names: { msgTmpltId: 'templateCode' } };
  it('renames in rows of either reading and in an object, keeping a row that has both names', () => {
    expect(rename([{ msgTmpltId: 'A' }], reading.names)).toEqual([{ templateCode: 'A' }]);
    expect(rename({ data: [{ msgTmpltId: 'A' }], total: 1 }, reading.names)).toEqual({ data: [{ templateCode: 'A' }], total: 1 });
    expect(rename({ msgTmpltId: 'A', x: 1 }, reading.names)).toEqual({ templateCode: 'A', x: 1 });
    expect(rename({ msgTmpltId: 'A', templateCode: 'B' }, reading.names)).toEqual({ msgTmpltId: 'A', templateCode: 'B' });
  });
  it('every field reading names calls of the contract, and each name once', () => {
    for (const r of FIELD_READINGS) {
      for (const k of r.calls) expect(entries[k], `${r.id}: ${k}`).toBeDefined();
      expect(new Set(Object.values(r.names)).size).toBe(Object.keys(r.names).length);
    }
  });
});

describe('named values: items or a map (02-R2, the radar’s radarData)', () => {
  const key = 'POST /admin/member/radar';
  const items = [
    { name: '交易活跃度', value: 80 },
    { name: '风险', value: 20 },
  ];
  it('the upstream’s second reading gives a map; the console reads items either way', () => {
    const second = secondReading(key, entries[key]!, { radarData: items, remark: 'r' });
    expect(second).toEqual({ radarData: { 交易活跃度: 80, 风险: 20 }, remark: 'r' });
    expect(readAnswer(key, second)).toEqual({ radarData: items, remark: 'r' });
    expect(readAnswer(key, { radarData: items, remark: 'r' })).toEqual({ radarData: items, remark: 'r' });
    expect(readAnswer(key, { remark: 'r' })).toEqual({ remark: 'r' });
  });
});

describe('a list bare or inside its object (03-N1: the config template options)', () => {
  const key = 'POST /admin/org/config-tmplt';
  const opts = [{ tmpltOptId: 1, optName: '分润比例', optValue: '0.5' }];
  it('reaches the console as the contract’s list whichever way the upstream answers', () => {
    expect(readAnswer(key, opts)).toEqual(opts);
    expect(readAnswer(key, { tmpltId: 7, tmpltName: '模板', opts })).toEqual(opts);
    expect(readAnswer(key, { tmpltId: null, opts: [] })).toEqual([]);
  });
  it('the reference upstream’s second reading boxes the list as {opts}', () => {
    expect(secondReading(key, entries[key]!, opts)).toEqual({ opts });
    expect(readAnswer(key, secondReading(key, entries[key]!, opts))).toEqual(opts);
  });
});

describe('message-template fields (01-N2, 03-N3): 03 §3 msgTmpltId, msgTmpltName', () => {
  const key = 'POST /admin/sms/template/page';
  const spec = { data: [{ msgTmpltId: 'SMS_LOGIN', msgTmpltName: '登录验证码', status: 1 }], total: 1 };
  it('the entry gives the spec’s names and the reading names the other pair', () => {
    expect(entries[key]!.reply?.fields).toEqual(expect.arrayContaining(['msgTmpltId', 'msgTmpltName']));
    expect(FIELD_READINGS.find((r) => r.calls.includes(key))?.names).toEqual({ msgTmpltId: 'templateCode', msgTmpltName: 'templateName' });
  });
  it('an upstream answering templateCode/templateName reaches the console as msgTmpltId/msgTmpltName', () => {
    const second = secondReading(key, entries[key]!, spec);
    expect(second).toEqual([{ templateCode: 'SMS_LOGIN', templateName: '登录验证码', status: 1 }]);
    expect(readAnswer(key, second)).toEqual(spec);
    expect(readAnswer(key, spec)).toEqual(spec);
  });
  it('发送短信 picks the template by msgTmpltId, labelled msgTmpltName, and sends no status the contract does not list', () => {
    const field = smsSend.fields.find((f) => f.key === 'templateCode');
    expect(field?.type === 'select' && field.lookup).toMatchObject({ value: 'msgTmpltId', label: 'msgTmpltName', body: { pageSize: 100 } });
    expect(field?.type === 'select' && field.lookup && 'status' in (field.lookup.body ?? {})).toBe(false);
  });
});

describe("an organisation's own info in either shape (01-#12): flat tags[] or orgInf.tagIds", () => {
  const key = 'POST /admin/org/self-info';
  const flat = { orgCode: 'ORG0001', orgName: '一级机构', orgLevel: 1, tags: [{ tagCode: 'cx' }, { tagCode: 'sd' }] };
  it('the upstream’s second shape reaches the console flat', () => {
    const second = secondReading(key, entries[key]!, { ...flat, tags: [{ tagCode: 'cx', tagName: '畅捷支付' }, { tagCode: 'sd' }] });
    expect(second).toEqual({ orgInf: { orgCode: 'ORG0001', orgName: '一级机构', orgLevel: 1, tagIds: 'cx,sd' } });
    expect(readAnswer(key, second)).toEqual(flat);
    expect(readAnswer(key, flat)).toEqual(flat);
  });
  it('reads tagIds as a list too, and leaves anything else alone', () => {
    expect(readAnswer(key, { orgInf: { orgCode: 'A', tagIds: ['cx', ' hh '] } })).toEqual({
      orgCode: 'A',
      tags: [{ tagCode: 'cx' }, { tagCode: 'hh' }],
    });
    expect(readAnswer(key, null)).toBe(null);
  });
});

describe('import configs keyed importConfigId (01-N3, 03-N4): 03 §3 line 83 "import config (importConfigId, configName)"', () => {
  const key = 'POST /admin/import/config/page';
  const spec = { data: [{ importConfigId: 3, configName: '终端划拨', status: 1 }], total: 1 };
  it('the entry answers the spec’s importConfigId and configName, and the reading names configId', () => {
    expect(entries[key]!.reply?.fields).toEqual(expect.arrayContaining(['importConfigId', 'configName']));
    expect(entries[key]!.reply?.fields).not.toContain('configId');
    expect(FIELD_READINGS.find((r) => r.calls.includes(key))?.names).toEqual({ importConfigId: 'configId' });
  });
  it('an upstream answering configId reaches the console as importConfigId', () => {
    const second = secondReading(key, entries[key]!, spec);
    expect(second).toEqual([{ configId: 3, configName: '终端划拨', status: 1 }]);
    expect(readAnswer(key, second)).toEqual(spec);
    expect(readAnswer(key, spec)).toEqual(spec);
  });
  it('导入配置 keys its rows and shows its id column by importConfigId, 99 to a page', () => {
    const list = baseImportListConfig.list!;
    expect(list.rowKey).toBe('importConfigId');
    expect(list.columns.map((c) => c.key)).toContain('importConfigId');
    expect(list.columns.map((c) => c.key)).not.toContain('configId');
    expect(list.pageSize).toBe(99);
  });
});
