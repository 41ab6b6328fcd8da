// 代理商发票 (lib/screens/agent/agent-invoice.ts): invoices an organisation submits for its profit
// payouts, each with an audit (type INVOICE) decided on the audit lists.
import { callOf } from '../../calls.ts';
import { bizError, type Ctx } from '../../context.ts';
import { idempotent } from '../../idempotency.ts';
import type { Resource, SeedContext } from '../../kit/resource.ts';
import { formatTime, str } from '../../util.ts';
import { settle } from '../audit/audits.ts';
import { q } from '../accounts/posting.ts';
import { createAudit } from '../audit/engine.ts';

const SCHEMA = `CREATE TABLE IF NOT EXISTS agent_invoice (
    invoice_id INTEGER PRIMARY KEY,
    invoice_no TEXT NOT NULL,
    org_code TEXT NOT NULL,
    org_path TEXT NOT NULL,
    invoice_type INTEGER NOT NULL,
    invoice_title TEXT NOT NULL,
    tax_no TEXT NOT NULL,
    amount INTEGER NOT NULL,
    audit_id INTEGER NOT NULL,
    remark TEXT,
    crt_time TEXT NOT NULL
  );`;

interface InvoiceInput {
  orgCode: string;
  orgPath: string;
  product: string;
  type: number;
  title: string;
  taxNo: string;
  invoiceNo: string;
  amount: number;
  remark: string | null;
  empName: string;
}

function addInvoice(db: SeedContext['db'], i: InvoiceInput, at: number) {
  if (!Number.isSafeInteger(i.amount) || i.amount <= 0) throw bizError('金额须为大于0的整数（分）', 'E5001');
  const auditId = createAudit(
    db,
    {
      type: 'INVOICE',
      bizId: i.invoiceNo,
      orgCode: i.orgCode,
      orgPath: i.orgPath,
      productCode: i.product,
      amount: i.amount,
      applyDesc: i.title,
      applyEmpName: i.empName,
    },
    at,
  );
  const { lastInsertRowid } = q(
    db,
    `INSERT INTO agent_invoice (invoice_no, org_code, org_path, invoice_type, invoice_title, tax_no, amount, audit_id, remark, crt_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(i.invoiceNo, i.orgCode, i.orgPath, i.type, i.title, i.taxNo, i.amount, auditId, i.remark, formatTime(at));
  return { invoiceId: Number(lastInsertRowid), auditId, auditStatus: 10 };
}

function apply(ctx: Ctx) {
  const orgCode = ctx.emp?.orgCode;
  if (!orgCode) throw bizError('仅机构人员可提交发票', 'E5301');
  const org = q(ctx.app.db, 'SELECT org_name, path, product_code FROM org WHERE org_code = ?').get(orgCode) as
    | { org_name: string; path: string; product_code: string }
    | undefined;
  if (!org) throw bizError('机构不存在', 'E5302');
  const type = Number(ctx.body.invoiceType);
  if (type !== 1 && type !== 2) throw bizError('请选择发票类型', 'E5303');
  const title = str(ctx.body.invoiceTitle);
  const taxNo = str(ctx.body.taxNo);
  const invoiceNo = str(ctx.body.invoiceNo);
  if (!title || !taxNo || !invoiceNo) throw bizError('请填写发票抬头、纳税人识别号和发票号码', 'E5304');
  return addInvoice(
    ctx.app.db,
    {
      orgCode,
      orgPath: org.path,
      product: org.product_code,
      type,
      title: title.slice(0, 60),
      taxNo: taxNo.slice(0, 20),
      invoiceNo: invoiceNo.slice(0, 20),
      amount: Number(ctx.body.amount),
      remark: str(ctx.body.remark),
      empName: ctx.emp!.realName,
    },
    Date.now(),
  );
}

export const agentInvoices: Resource = {
  name: 'agent-invoices',
  version: 1,
  schema: SCHEMA,
  seed: ({ db, rng, base, orgs }) => {
    for (let n = 0; n < 240; n++) {
      const org = orgs[n % 20 === 0 ? 0 : rng.int(0, orgs.length - 1)];
      const at = base - rng.int(1, 300) * 86_400_000;
      const { auditId } = addInvoice(
        db,
        {
          orgCode: org.code,
          orgPath: org.path,
          product: org.product,
          type: rng.chance(0.7) ? 1 : 2,
          title: org.name,
          taxNo: `91${rng.digits(6)}${rng.hex(10)}`,
          invoiceNo: rng.digits(8),
          amount: rng.int(100, 50_000) * 100,
          remark: rng.chance(0.3) ? `${rng.int(1, 12)}月分润` : null,
          empName: '机构财务',
        },
        at,
      );
      settle(db, rng, auditId, at, base);
    }
  },
  page: callOf('POST /admin/agent/invoice/page'),
  from: 'agent_invoice v JOIN audit_record r ON r.audit_id = v.audit_id LEFT JOIN org o ON o.org_code = v.org_code',
  select: `v.invoice_id AS invoiceId, v.invoice_no AS invoiceNo, v.org_code AS orgCode, o.org_name AS orgName, v.invoice_type AS invoiceType,
    v.invoice_title AS invoiceTitle, v.tax_no AS taxNo, v.amount AS amount, v.audit_id AS auditId, r.audit_status AS auditStatus,
    r.audit_msg AS auditMsg, v.remark AS remark, v.crt_time AS crtTime`,
  orderBy: 'v.crt_time DESC, v.invoice_id DESC',
  scope: 'v.org_path',
  filters: {
    invoiceNo: { eq: 'v.invoice_no' },
    orgCode: { org: 'v.org_path' },
    auditStatus: { eq: 'r.audit_status' },
    crtTime: { dates: 'v.crt_time' },
  },
  routes: [{ method: 'POST', path: callOf('POST /admin/agent/invoice/apply').path, handler: idempotent(apply) }],
};
