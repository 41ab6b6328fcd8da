import { describe, expect, it } from 'vitest';
import { type AuditEntry, auditRecord } from '@/lib/audit';
import { ruleOf } from '@/lib/audit/mask';

const base: AuditEntry = { event: 'call', requestId: 'r', method: 'POST', path: '/x', outcome: 'ok', httpStatus: 200, durationMs: 1 };
const line = (over: Partial<AuditEntry>) => auditRecord({ ...base, ...over }, new Date(0));

describe('audit masking by meaning, not by shape', () => {
  it('leaves identifiers whole however much they look like a mobile, an ID or a card number', () => {
    const r = line({
      requestId: '5f0c2a4e-1b7d-4c1e-9a55-008871309888',
      path: '/admin/audit/batch-audit/AB2026112700000004',
      screen: 'AcctManage_ADJUST_BATCH',
      fields: 'memberId=13800138000',
      target: {
        memberId: '13800138000',
        billId: '110101199001011234',
        orgCode: 'ORG13912345678',
        batchId: 'AB2026112700000004',
        psamCodes: { count: 2, codes: ['6222021234567890123', '6222021234567890124'] },
        paymentId: 13812341234,
      },
    });
    expect(r.requestId).toBe('5f0c2a4e-1b7d-4c1e-9a55-008871309888');
    expect(r.path).toBe('/admin/audit/batch-audit/AB2026112700000004');
    expect(r.fields).toBe('memberId=13800138000');
    expect(r.target).toEqual({
      memberId: '13800138000',
      billId: '110101199001011234',
      orgCode: 'ORG13912345678',
      batchId: 'AB2026112700000004',
      psamCodes: { count: 2, codes: ['6222021234567890123', '6222021234567890124'] },
      paymentId: 13812341234,
    });
  });

  it('masks personal fields wherever they appear, whatever their shape', () => {
    const r = line({
      realName: '张三丰',
      target: { bindMobile: '13912345678', idcNum: '11010119900101123X', cardNo: '6222021234567890123', cardHostName: '李四' },
      change: { rawMobile: '13700001111', 'orgInf.realName': '欧阳娜娜', contactPhone: '021-55556666' },
    });
    expect(r.realName).toBe('张*丰');
    expect(r.target).toEqual({
      bindMobile: '139****5678',
      idcNum: '110101********123X',
      cardNo: '622202*********0123',
      cardHostName: '李*',
    });
    expect(r.change).toEqual({ rawMobile: '137****1111', 'orgInf.realName': '欧**娜', contactPhone: '021*****6666' });
  });

  it('runs the digit net over free text only', () => {
    const r = line({ reason: 'member 13812341234 asked', sql: "select * from m where mobile = '13812341234'", loginId: '13812341234' });
    expect(r.reason).toBe('member 138****1234 asked');
    expect(r.sql).toBe("select * from m where mobile = '138****1234'");
    expect(r.loginId).toBe('138****1234');
    expect(line({ loginId: 'admin' }).loginId).toBe('admin');
    // The screen header is the caller's claim: a real screen name passes, digits put there do not.
    expect(line({ screen: 'ReportData102304' }).screen).toBe('ReportData102304');
    expect(line({ screen: '11010119900101123X' }).screen).toBe('110101********123X');
  });

  it('names the rule of a field by its name', () => {
    expect(['mobile', 'bindMobile', 'rawMobile', 'preMobile'].map(ruleOf)).toEqual(['mobile', 'mobile', 'mobile', 'mobile']);
    expect(['idcNum', 'idCardNo', 'cardNo', 'bankCardNo'].map(ruleOf)).toEqual(['idNumber', 'idNumber', 'card', 'card']);
    expect(['realName', 'cardHostName', 'authRealName', 'acctName'].map(ruleOf)).toEqual(['name', 'name', 'name', 'name']);
    expect(['remark', 'auditMsg', 'message'].map(ruleOf)).toEqual(['text', 'text', 'text']);
    expect(['memberId', 'psamCode', 'orgCode', 'requestId', 'billId', 'path'].map(ruleOf)).toEqual(['id', 'id', 'id', 'id', 'id', 'id']);
  });
});

describe('the kind of a line', () => {
  it('is set by the gate for calls and follows the event otherwise', () => {
    expect(line({}).kind).toBe('read');
    expect(line({ kind: 'write' }).kind).toBe('write');
    expect(line({ event: 'login' })).toMatchObject({ kind: 'auth', action: '登录' });
    expect(line({ event: 'logout' })).toMatchObject({ kind: 'auth', action: '退出登录' });
    expect(line({ event: 'login', outcome: 'throttled' }).kind).toBe('refusal');
    expect(line({ event: 'refusal', kind: 'write', outcome: 'bad request' }).kind).toBe('refusal');
    expect(line({ outcome: 'not found' }).kind).toBe('refusal');
    expect(line({ kind: 'write', outcome: 'session expired' }).kind).toBe('refusal');
    expect(line({ kind: 'write', outcome: 'business error' }).kind).toBe('write');
  });
});
