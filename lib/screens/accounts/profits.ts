// Profit, activation and reward postings (the JF_ finance pages and the Msy profit and statistics
// pages of spec 01 §2): each record is one account item posted for a transaction's profit share,
// an activation cashback or a stage reward, with the terminal and organisation it came from. The
// statistics pages add them up per day and organisation. The spec names the pages without their
// fields: designed from the account item (spec 03 §3) and the terminal (psamCode).
import { call } from '../../calls/define.ts';
import type { CallDef } from '../../calls/define.ts';
import type { AreaId, ListDef, ScreenDef } from '../types.ts';

export interface ProfitView {
  name: string;
  title: string;
  area: AreaId;
  call: CallDef;
  kinds: readonly string[];
  /** Totals per day and organisation instead of records. */
  stat?: boolean;
  inferred?: boolean;
}

/** The organisations' transaction profit: the JF_ and the Msy page list the same records. */
export const orgProfitPage = call('POST /admin/profit/org-trans/page');

function recordList(v: ProfitView): ListDef {
  return {
    call: v.call,
    rowKey: 'recordId',
    filters: [
      'memberId',
      'psamCode',
      'orgCode',
      { name: 'itemStatus', label: '入账状态', type: 'select', enumId: 'itemStatus', placeholder: '请选择入账状态' },
      { name: 'crtTime', label: '入账时间' },
    ],
    columns: [
      { key: 'recordId', title: '记录编号' },
      { key: 'kind', title: '类型', format: 'enum', enumId: 'profitKind' },
      { key: 'memberId', title: '会员编号', format: 'memberId', link: 'member' },
      { key: 'orgCode', title: '机构编号', link: 'org' },
      { key: 'orgName', title: '机构名称', products: 'notDfLys' },
      { key: 'psamCode', title: 'TUSN', link: 'psam' },
      { key: 'transAmt', title: '交易金额(元)', format: 'money' },
      { key: 'profitAmt', title: '入账金额(元)', format: 'money' },
      { key: 'acctId', title: '入账账户', link: 'acct' },
      { key: 'acctItemId', title: '明细编号' },
      { key: 'itemStatus', title: '入账状态', format: 'enum', enumId: 'itemStatus' },
      { key: 'crtTime', title: '入账时间', format: 'datetime' },
    ],
  };
}

function statList(v: ProfitView): ListDef {
  return {
    call: v.call,
    rowKey: 'rowId',
    filters: ['orgCode', { name: 'crtTime', label: '日期', maxDays: 92 }],
    columns: [
      { key: 'day', title: '日期', format: 'date' },
      { key: 'orgCode', title: '机构编号', link: 'org' },
      { key: 'orgName', title: '机构名称' },
      { key: 'recordCnt', title: '笔数' },
      { key: 'memberCnt', title: '会员数' },
      { key: 'totalAmt', title: '合计金额(元)', format: 'money' },
      { key: 'postedAmt', title: '已入账金额(元)', format: 'money' },
      { key: 'failedCnt', title: '入账失败笔数' },
    ],
  };
}

/** One profit page (a row of a family file: finance-terminal/profits.ts, msy/profits.ts). */
export const profitScreen = (v: ProfitView): ScreenDef => ({
  name: v.name,
  title: v.title,
  area: v.area,
  ...(v.inferred ? { inferred: true } : {}),
  kind: 'list',
  list: v.stat ? statList(v) : recordList(v),
});
