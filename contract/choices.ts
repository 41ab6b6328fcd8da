// The console's choices where the spec leaves a point open or reads two ways and the console keeps
// one reading, each with the spec's words and why: the deployer confirms them
// (docs/upstream-contract.md lists them). A call's own assumptions stay on its entry (`assumed`);
// these are the ones no single entry carries. Erasable TypeScript: plain Node loads it.

export interface Choice {
  /** The review row it answers (review/spec-0N.md). */
  readonly id: string;
  /** The spec's words, with file and line. */
  readonly spec: string;
  /** What the console does, and why. */
  readonly choice: string;
}

export const CHOICES: readonly Choice[] = [
  {
    id: '02-N13',
    spec: '02 §8 line 174: "Success messages: … retry \'retried\', …" (no confirmation named)',
    choice:
      "retry asks 确定重试该账单吗？ with the bill's number, amount and status under it before it is sent: a money operation gets a last look (issue #53), and the spec names no confirmation to replace. An upstream that retries on its own terms is not affected: the call and its body are the same.",
  },
  {
    id: '02-#12',
    spec: '02 §7 line 133: "merchant main / xw / wx / zfb / qiye detail | memberId (in \'all\' product mode a variant taking product code; one variant sends a fixed merchant id) | detail"',
    choice:
      "tabs 10-14 send {memberId} under every product code, 'all' included: a member id names one member whatever its product, and the spec says neither which variant takes the product code nor which merchant id is fixed. The contract keeps productCode and merchantId optional so an upstream that wants them can be met by adding them.",
  },
  {
    id: '02-E',
    spec: '02 §7 line 138: "edit info | memberId plus field and new value | not shown"',
    choice:
      'the edit body is {memberId, <field>: value} (realName, bindMobile, authRealName, idcNum or idcValidEnd, 02 §5), one of the two readings; the other, {memberId, field, value}, is not sent. POST /admin/member/upt-info names the reading the console sends.',
  },
  {
    id: '02-#16',
    spec: '02 §6 line 113: "Admin login id in plain text needs the same for some products (zzf and mcf)."',
    choice:
      "the member dialog offers no admin login id: 02 §3's member basic info has no login id field to show or reveal. The reveal answer's rawLoginId belongs to the organisation lists' admin login id (spec 03), where it is read.",
  },
  {
    id: '02-#21',
    spec: '02 §9 lines 186-187: "Dictionary groups used for labels: 1200-1203, 1009, 1011, 1022, 1023, 2001, 2003, 2900-2908, 5130, 5133-5140, 8037, 8051." / "Bill tag codes map to names for profit, cashback, withdrawal and fees (about 45 entries; the entries are not shown)."',
    choice:
      "bill types are the console's codes 110101 交易账单, 110102 分润账单, 110103 返现账单, 110104 提现账单, and fee tags TRADE_FEE, PROFIT, CASHBACK, WITHDRAW_FEE, SERVICE_FEE, CNL_COST (lib/dict/enums/bills.ts): the spec names no bill type group and does not show the tag entries. The deployer gives the real codes.",
  },
  {
    id: '02-N7',
    spec: '02 §2 line 52: "Filters: date, product code, period type. … The picker has filters product, customer indicator type, indicator search text (debounced 300 ms), customer indicator tag and indicator group tag (radio)"',
    choice:
      "operate type 01-04, period type DAY/WEEK/MONTH, indicator type 1-3, indicator tag CORE/NORMAL and group tag TRADE/ACTIVE/RISK are the console's codes (lib/dict/enums/members.ts): the spec names these filters without their codes or dictionary groups. The first visit asks for custIndicatorTag CORE; tab 6 draws TD00001, TD00002 and TD00004 beside the pie's TD00003, TD00005 and TD00011 (02 §9).",
  },
  {
    id: '02-#23',
    spec: '02 §9 line 182: "Default transaction range 30 days back to today; indicator page 7 days ago to yesterday; look-back limit 90; date shortcuts last 30 days, 90 days, half a year."',
    choice:
      'the look-back limit of 90 days wins: a date filter offers only the shortcuts its own limit accepts, so the merchant transaction list offers 最近30天 and 最近90天, and 最近半年 where a screen has no limit.',
  },
  {
    id: '02-#30',
    spec: '02 §6 line 115: "Opening another member: BaseAuthMemberId; … order table clicks: BillPageMemberId or BillPageOrgCode."',
    choice:
      "the POS order table's member id opens the member behind BaseAuthMemberId (spec 03 §6 gives it for order columns); its organisation member ids open the organisation behind BillPageOrgCode; the bill pages' payer behind BillPageMemberId.",
  },
  {
    id: '02-#31',
    spec: '02 §6 line 113: "Reveal of unmasked name, phone, ID number and card number: BaseAuthUserSearchDetailRealInfo"; 02 §7 line 137: "reveal plaintext | memberId, optional bankcardId"',
    choice:
      "the card number's reveal is offered where 02 §2 lists a card among the fields (tab 2's advanced verification card, sent with its bankcardId); tab 3's table (02 §2: '3 bank cards') shows each card masked, without a per-row reveal.",
  },
  {
    id: '02-#32',
    spec: '02 §5 line 99: "Editing a member field through a prompt: the entered value must contain a non-blank character, else \'please enter <field>\'." line 107: "Other bounds: not shown."',
    choice:
      'the prompt also refuses a malformed mobile (请输入合法手机号) or ID number (请输入18位身份证号), spec 01 §5 format patterns, before the call: a value the upstream would refuse anyway.',
  },
  {
    id: '02-#34',
    spec: '02 §2 line 49: "consumption info (with receipt and merchant-stub links) … A base-station address link (by gbsId) opens a confirm titled base-station detailed address."',
    choice:
      "电子签购单, 商户存根 and 基站地址 are the order dialog's footer actions, on every tab, acting on the loaded order, with the spec's rules (the receipt's order types, the confirm's title).",
  },
  {
    id: '02-#35',
    spec: '02 §7 line 165: "Others download a file named with a timestamp, extension xls by default."',
    choice:
      'the POS order export is named .xlsx: it streams the whole query, which outgrows the 65 536 rows of .xls. Other exports keep .xls.',
  },
  {
    id: '02-N9',
    spec: '02 §3 line 64: "Certification record: authCnl, cnlCode, cnlMsg, crtTime, uptMemberId, authStatus, remark, authId."',
    choice:
      "tab 99's settlement-card records also show maskCardNo and bankName when the upstream gives them (a '-' otherwise): the settlement card a record verified.",
  },
  {
    id: '02-N10',
    spec: '02 §8 line 176: "Failed detail loads leave empty data and stop the loading state without a message."',
    choice:
      'no notice pops up, but the tab says why it is empty (权限不足！, 记录不存在 or the upstream\'s message) instead of a grid of "-" the operator would read as data.',
  },
  {
    id: '02-K4',
    spec: '02 §6 line 115: "Bill page: BillFeeDetail, BillRetry, Billnullify."; 02 §2 line 55: "Row actions: fee detail (drawer), retry, refund."',
    choice: "Billnullify gates the refund: the bill page's third right beside its third action (the spec does not pair them).",
  },
];
