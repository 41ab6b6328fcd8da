import { describe, expect, it } from 'vitest';
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
});
