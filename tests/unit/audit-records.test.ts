import { describe, expect, it } from 'vitest';
import { answerTargets, describeCall, listSummary, MAX_CODES, recordOf } from '@/lib/audit/describe';
import { RECORDS } from '@/lib/audit/records';
import type { CallDef } from '@/lib/calls/define';
import { dialogs } from '@/lib/registry';
import { forms } from '@/lib/registry';
import { POLICIES } from '@/lib/gate/policy';
import type { ActionDef, ListDef } from '@/lib/list/types';
import { screens } from '@/lib/screens';

// THE RULE (docs/audit.md): a call is a write when a declaration reaches it through a use that
// changes or discloses something — a form's submit, a row, toolbar or dialog action that makes a
// call (kind call, bindTags, widget), a list's import, a dialog's reveal or edit — or when the call
// itself says so: a body the console builds and checks (`body`: the organisation form's tabs, the
// fee-rule editor), a rights change, a money operation (`idempotent`), an upload (multipart). Page,
// list, detail, look-up and export reads (and download, open, show actions) are reads. One
// bespoke-dialog call no declaration marks is named here: the shell's own password change.
const NAMED_WRITES = ['POST /admin/standard/resetpwd'];

const key = (c: CallDef) => `${c.method} ${c.path}`;

function writeCalls(): Map<string, string> {
  const out = new Map<string, string>();
  const add = (c: CallDef, why: string) => out.set(key(c), why);
  const action = (a: ActionDef, at: string) => {
    if (a.kind === 'call' || a.kind === 'bindTags') add(a.call, `${at} action ${a.id}`);
    else if (a.kind === 'widget') for (const c of a.calls) add(c, `${at} widget ${a.id}`);
  };
  const list = (l: ListDef, at: string) => {
    for (const a of [...(l.actions ?? []), ...(l.tools ?? [])]) action(a, at);
    if (l.import) add(l.import.call, `${at} import`);
  };
  for (const s of screens) {
    if (s.list) list(s.list, `screen ${s.name}`);
    for (const a of s.actions ?? []) action(a, `screen ${s.name}`);
  }
  for (const d of dialogs) {
    for (const t of [...d.tabs, ...(d.extensions?.tabs ?? [])]) {
      if (t.kind === 'list') list(t.list, `dialog ${d.entity}`);
      else if (t.kind === 'fields') for (const tb of t.tables ?? []) for (const a of tb.actions ?? []) action(a, `dialog ${d.entity}`);
    }
    for (const a of d.actions ?? []) action(a, `dialog ${d.entity}`);
    if (d.reveal) add(d.reveal.call, `dialog ${d.entity} reveal`);
    if (d.edit) add(d.edit.call, `dialog ${d.entity} edit`);
  }
  for (const f of forms) add(f.submit, `form ${f.id}`);
  for (const p of POLICIES) {
    const c = p.call;
    if (c.body || c.rightsChange || c.idempotent || c.kind === 'multipart') add(c, 'the call itself');
    if (NAMED_WRITES.includes(key(c))) add(c, 'named');
  }
  return out;
}

describe('records of writes (lib/audit/records.ts)', () => {
  it('names, for every write call of the declarations, at least one target', () => {
    const writes = writeCalls();
    expect(writes.size).toBeGreaterThan(150);
    const missing = [...writes]
      .filter(([k]) => !recordOf(...(k.split(' ') as [string, string]))?.target.trim())
      .map(([k, why]) => `${k} (${why})`);
    expect(missing).toEqual([]);
  });

  it('has no entry for a call no declaration makes, nor for a read', () => {
    const declared = new Set(POLICIES.map((p) => `${p.method} ${p.path}`));
    const writes = writeCalls();
    expect(Object.keys(RECORDS).filter((k) => !declared.has(k))).toEqual([]);
    expect(Object.keys(RECORDS).filter((k) => !writes.has(k))).toEqual([]);
  });

  it('describes a member edit: the member whole, the field changed by name only', () => {
    const d = describeCall({ method: 'POST', path: '/admin/member/upt-info', kind: 'json' }, '/admin/member/upt-info', {
      memberId: '13800138000',
      bindMobile: '13912345678',
    });
    expect(d).toEqual({ kind: 'write', action: '修改会员信息', target: { memberId: '13800138000' }, change: { fields: ['bindMobile'] } });
  });

  it('describes money: the amount in fen and its direction, read from the body where the form asks it', () => {
    const adjust = { method: 'POST', path: '/admin/acct/manage/adjust', kind: 'json' };
    // The reason typed goes with it (issue #52).
    expect(describeCall(adjust, adjust.path, { acctId: 'A1001', ioTag: '-', amount: 12345, remark: 'x' }).change).toEqual({
      amount: 12345,
      unit: 'fen',
      direction: 'out',
      reason: 'x',
    });
    const trans = { method: 'POST', path: '/admin/acct/manage/trans', kind: 'json' };
    expect(describeCall(trans, trans.path, { acctId: 'A1', pairAcctId: 'A2', amount: 5 })).toMatchObject({
      target: { acctId: 'A1', pairAcctId: 'A2' },
      change: { amount: 5, unit: 'fen', direction: 'out' },
    });
  });

  it('takes an approval id from the path and labels a decision', () => {
    const approve = { method: 'POST', path: '/admin/audit/audit/{id}', kind: 'json' };
    expect(describeCall(approve, '/admin/audit/audit/AU2026112700000017', {})).toMatchObject({
      target: { auditId: 'AU2026112700000017' },
      decision: '通过',
    });
    const batch = { method: 'POST', path: '/admin/audit/batch-audit', kind: 'json' };
    expect(describeCall(batch, batch.path, { auditIds: '11,12,13', auditStatus: '40', auditMsg: 'no' })).toMatchObject({
      target: { auditIds: { count: 3, codes: ['11', '12', '13'] } },
      change: { fields: ['auditStatus', 'auditMsg'] },
      decision: '审核拒绝',
    });
  });

  it('lists every terminal code of a batch (not only the first and last, issue #52) and reads targets from an answer', () => {
    expect(listSummary('P0001\nP0002, P0003')).toEqual({ count: 3, codes: ['P0001', 'P0002', 'P0003'] });
    expect(listSummary(['X'])).toEqual({ count: 1, codes: ['X'] });
    const many = Array.from({ length: MAX_CODES + 3 }, (_, i) => `T${i}`);
    expect(listSummary(many)).toMatchObject({ count: MAX_CODES + 3, more: 3 });
    expect(listSummary(many).codes).toHaveLength(MAX_CODES);
    const transfer = { method: 'POST', path: '/{p}/pos/standard/org/admin/transfer/transfer', kind: 'form' };
    expect(
      describeCall(transfer, '/myx/pos/standard/org/admin/transfer/transfer', { psamCodes: 'P1\nP2', orgCode: 'ORG0002' }).target,
    ).toEqual({
      psamCodes: { count: 2, codes: ['P1', 'P2'] },
      orgCode: 'ORG0002',
    });
    expect(answerTargets(RECORDS['POST /admin/acct/manage/adjust-batch/import'], '已导入3笔调账，待审核（批次 AB202611270004）')).toEqual({
      batch: 'AB202611270004',
    });
    expect(answerTargets(RECORDS['POST /{p}/pos/standard/org/admin/org/save'], { orgCode: 'ORG0042', memberId: 'M9' })).toEqual({
      orgCode: 'ORG0042',
      memberId: 'M9',
    });
  });

  it('names what a create answers: its ids, or a bare id, never other fields', () => {
    const add = RECORDS['POST /admin/product/add'];
    expect(answerTargets(add, { productId: 42, productName: '收款', count: 3, id: 'P42', remarkNo: null })).toEqual({
      productId: 42,
      id: 'P42',
    });
    expect(answerTargets(RECORDS['POST /admin/coupon/add'], 'CP0042')).toEqual({ id: 'CP0042' });
    expect(answerTargets(RECORDS['POST /admin/coupon/add'], '操作成功')).toEqual({});
  });

  it('calls a call without an entry a read, named by what it does', () => {
    expect(describeCall({ method: 'POST', path: '/admin/member/page', kind: 'json' }, '/admin/member/page', {})).toEqual({
      kind: 'read',
      action: '查询列表',
    });
    expect(describeCall({ method: 'POST', path: '/admin/export/member', kind: 'blob' }, '/admin/export/member', {}).action).toBe('导出');
  });
});
