import { describe, expect, it } from 'vitest';
import { fields } from '@/contract/define';
import { contractEntries } from '@/contract/index';
import { AtHand, type Call, notRead, requestFor } from '@/scripts/probe/plan';

// The probe's rule of what it may send (scripts/probe/plan.ts): read-only by the contract's reply
// shape and kind, and no write word in the path; the smallest body the entry allows.

describe('what the probe judges read-only', () => {
  const reads = contractEntries.filter((e) => !notRead(e));

  it('never a call that answers nothing, an export, a file, an upload, a form, a PUT or DELETE, or a public one', () => {
    expect(reads.length).toBeGreaterThan(200);
    for (const e of reads) {
      expect(['page', 'list', 'object'], e.key).toContain(e.reply?.shape);
      expect(e.kind, e.key).toBe('json');
      expect(['GET', 'POST'], e.key).toContain(e.method);
      expect(e.public, e.key).toBeFalsy();
    }
  });

  it('never a call whose path names a write, whatever it answers', () => {
    const call = (path: string): Call => ({
      key: `POST ${path}`,
      method: 'POST',
      path,
      kind: 'json',
      spec: 'test',
      reply: { shape: 'object' },
    });
    expect(notRead(call('/admin/member/detail'))).toBeNull();
    expect(notRead(call('/admin/member/add'))).toBe('its path says "add": may write');
    expect(notRead(call('/admin/acct/manage/adjustBatch'))).toBe('its path says "adjust": may write');
    expect(notRead(call('/{p}/pos/standard/org/admin/transfer/get-psam-fee'))).toBe('its path says "transfer": may write');
    expect(reads.map((e) => e.key)).not.toContain('POST /admin/standard/login');
  });

  it('reads a last segment that opens with a read verb as what it reads, the folders above still judged', () => {
    const call = (path: string): Call => ({ key: `POST ${path}`, method: 'POST', path, kind: 'json', spec: 't', reply: { shape: 'page' } });
    expect(notRead(call('/{p}/pos/promotion/admin/query-apply-list'))).toBeNull();
    expect(notRead(call('/{p}/pos/standard/org/admin/transfer/query-psam'))).toBe('its path says "transfer": may write');
    expect(notRead(call('/admin/apply/page'))).toBe('its path says "apply": may write');
  });
});

describe('the smallest request', () => {
  const page: Call = { key: 'POST /{p}/x/page', method: 'POST', path: '/{p}/x/page', kind: 'json', spec: 't', reply: { shape: 'page' } };

  it('asks for page 1 of size 1, with the product code in the path', () => {
    expect(requestFor(page, 'MYX', new AtHand({}))).toEqual({ path: '/myx/x/page', body: { pageNum: 1, pageSize: 1 } });
  });

  it('takes a required field and a path id from earlier answers, or says which is missing', () => {
    const detail: Call = {
      ...page,
      key: 'POST /x/detail',
      path: '/x/detail',
      request: { memberId: { required: true }, note: { required: false } },
      reply: { shape: 'object' },
    };
    const at = new AtHand({});
    expect(requestFor(detail, 'all', at)).toEqual({ missing: 'required field memberId (no earlier answer gave one)' });
    at.learn('/x/page', { memberId: 'M1', name: 'a' });
    expect(requestFor(detail, 'all', at)).toEqual({ path: '/x/detail', body: { memberId: 'M1' } });
    const byId: Call = { ...page, key: 'GET /{p}/goods/{id}', method: 'GET', path: '/{p}/goods/{id}', reply: { shape: 'object' } };
    expect(requestFor(byId, 'all', at)).toEqual({ missing: 'a path id (no list answer gave one)' });
    at.learn('/{p}/goods/page', { id: 7 });
    expect(requestFor(byId, 'all', at)).toEqual({ path: '/all/goods/7', body: {}, query: {} });
  });

  it("takes a value from the row answered nearest the call (a sibling list's), and from a row's sub-objects", () => {
    const log: Call = { ...page, key: 'POST /admin/job/log/page', path: '/admin/job/log/page', request: { jobId: { required: true } } };
    const at = new AtHand({});
    at.learn('/admin/other/page', { jobId: 'FAR' });
    at.learn('/admin/job/page', { jobId: 'J1' });
    at.learn('/admin/order/detail', { orderId: 'O1', locationInf: { gbsId: 'G1' } });
    expect(requestFor(log, 'all', at)).toEqual({ path: '/admin/job/log/page', body: { jobId: 'J1' } });
    const gbs: Call = {
      ...page,
      key: 'POST /admin/gbs',
      path: '/admin/gbs',
      request: { gbsId: { required: true } },
      reply: { shape: 'object' },
    };
    expect(requestFor(gbs, 'all', at)).toEqual({ path: '/admin/gbs', body: { gbsId: 'G1' } });
  });

  it("takes a path id from the nearest list above it: its id, the segment's id, or its key", () => {
    const at = new AtHand({});
    at.learn('/{p}/order-manage/order-page', { goodsOrderId: 'GO1', memberId: 'M1' });
    at.learn('/admin/audit/page', { auditId: 'A1', memberId: 'M2' });
    const byId = (path: string): Call => ({ ...page, key: `GET ${path}`, method: 'GET', path, reply: { shape: 'object' } });
    expect(requestFor(byId('/{p}/order-manage/{id}'), 'all', at)).toMatchObject({ path: '/all/order-manage/GO1' });
    expect(requestFor(byId('/admin/audit/detail/{id}'), 'all', at)).toMatchObject({ path: '/admin/audit/detail/A1' });
  });

  it("sends a note's fixed value, a date in the note's format, a value in the note's case, and a detail's optional ids", () => {
    const at = new AtHand({});
    at.learn('/admin/member/page', { memberId: 'M1', crtTime: '2026-01-23 10:00:00', productCode: 'myx' });
    at.learn('/{p}/org/page', { memberId: 'M9', orgCode: 'ORG1', orgName: 'x' });
    const call = (path: string, request: Call['request'], shape: 'object' | 'page' = 'object'): Call => ({
      ...page,
      key: `POST ${path}`,
      path,
      request,
      reply: { shape },
    });
    expect(requestFor(call('/admin/member/radar', fields('memberId crtTime:yyyy-MM')), 'all', at)).toMatchObject({
      body: { memberId: 'M1', crtTime: '2026-01' },
    });
    expect(requestFor(call('/admin/member/auth', fields('memberId authType:101210_or_101230_or_101220')), 'all', at)).toMatchObject({
      body: { memberId: 'M1', authType: '101210' },
    });
    expect(requestFor(call('/admin/tmplt', fields('custTmpltGroup:ORG_TMPLT_GROUP productCode:upper_case')), 'all', at)).toMatchObject({
      body: { custTmpltGroup: 'ORG_TMPLT_GROUP', productCode: 'MYX' },
    });
    expect(requestFor(call('/{p}/org/detail', fields('memberId? orgCode?')), 'all', at)).toMatchObject({
      body: { memberId: 'M9', orgCode: 'ORG1' },
    });
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(requestFor(call('/admin/series', fields('startDate:yyyy-MM-dd')), 'all', at)).toMatchObject({ body: { startDate: today } });
  });
});
