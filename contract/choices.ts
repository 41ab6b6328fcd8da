// Where the spec leaves a rule open (it is silent, or it allows two readings the console cannot
// serve at once), the console's choice, argued: the spec's words with file and line, what the
// console does, and why. `docs/upstream-contract.md` lists each for the deployer to confirm.
// A reading the console CAN serve both ways is in readings.ts instead. Erasable TypeScript.

export interface Choice {
  /** The review row it answers (`../shared/review/spec-01.md`), e.g. `01-#23`. */
  readonly id: string;
  /** The spec's words, with file and line. */
  readonly spec: string;
  /** What the console does. */
  readonly choice: string;
  /** Why, and what the deployer confirms, where the choice does not say it. */
  readonly why?: string;
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
  {
    id: '01-#12',
    spec: '01 §6 line 164: "for ORG users is limited to channels whose code is among the tag codes of that organisation\'s own info (loaded after a 2 s delay)"; 01 §9 line 238: "ORG payment-channel options delay 2 s"',
    choice:
      "the own info is read on the server with the list's first page, without a 2 s delay; when it fails or names no code, every channel stays on offer",
    why: "the delay paces a browser that loads the info after the page; here the options arrive with the server-rendered page, so a delay would only slow every ORG list by 2 s. The upstream still scopes the rows, so keeping every channel never shows another organisation's data",
  },
  {
    id: '01-#23',
    spec: '01 §4 line 94: "The product code in local storage is re-read every 500 ms and selects the product path for many calls"',
    choice:
      "the product code the sign-in answer (/admin/standard/main) gives selects {p}, the product switches and the silent-404 rule; a page whose code query differs is redirected to the session's code, and the login screen keeps the code in local storage for the next sign-in",
    why: "the upstream token belongs to one member of one product: a {p} taken from a code the browser can change would send that token to another product's paths. One code, shown in the address, keeps every call, switch and message on the same product; the deployer confirms that /admin/standard/main answers the member's productCode",
  },
  {
    id: '01-#26',
    spec: '01 §2 widget 7 line 69: "Tag groups seen: member merchant group, order basic group, ID auth group"; 03 §7 writes ORDER_BASIC_GROUP only',
    choice:
      'the tag query (POST /admin/tag/group-list, custGroups) asks for MEMBER_MERCHANT_GROUP and ID_AUTH_GROUP; when a code finds nothing it asks again without custGroups and keeps the group named 会员商户组, 订单基础组 or 身份认证组',
    why: "the spec names the groups in words only; the deployer confirms the two codes, and until then an upstream that names them otherwise still fills the picker through the group's name",
  },
  {
    id: '01-#25',
    spec: '01 §5 line 147: "Fields that strip non-numeric characters: … start and end amount, providerLevel"',
    choice:
      'amount filters keep one decimal point and two decimals and go out in yuan as typed (keys in contract/filter-keys.ts, "amount ranges"); the reference upstream compares them in fen (x100)',
    why: 'the spec strips the amount to digits but names neither its keys nor its unit; an operator types amounts in yuan as the console shows them (01 §9 "fen to yuan divides by 100"), and forms already take yuan and send fen where a body\'s unit is given. The deployer confirms the unit of these keys',
  },
  {
    id: '01-#17',
    spec: '01 §5 line 151: "Tag binding: reportName, ndays and autoUpdateFlag are required (message 必传)"',
    choice: 'no screen binds tags to a report; the rule is not built',
    why: 'the specs name no screen, dialog, call or field list where tags are bound to a report (ndays and autoUpdateFlag appear only in this line), so there is nothing to hang the rule on without inventing a screen and its calls; the deployer says where the upstream binds tags to a report, and the form follows with the three fields required (必传)',
  },
  {
    id: '01-#19',
    spec: '01 §5 line 148: "Shortcuts: today, 7, 30, 90 days; also last 30 days, 90 days and half a year on some pickers" beside "A manually chosen range whose span reaches the allowed number of days (default 90 …) is rejected"',
    choice: 'a picker offers only the shortcuts its own day limit accepts: 最近半年 only where the limit admits half a year',
    why: 'a shortcut the same picker then refuses with 手动选择日期范围最多为90天 would be a trap; the spec says "on some pickers", so the pickers with the 90-day default keep today, 7, 30 and 90 days',
  },
  {
    id: '01-N3',
    spec: '01 §7 line 197: "import configs (99)"; 01 §9 line 237: "import config 99"; 03 §3 line 83: "import config (importConfigId, configName)"',
    choice:
      "no import chooses a configuration; 导入配置 lists the configurations 99 to a page, its rows keyed by 03 §3's importConfigId (an upstream answering configId is read too: contract/readings.ts import-config-key)",
    why: "no import the specs describe names a configuration to choose (each import screen has its own template), so the look-up has no caller; the 99 is the spec's page size of that look-up, kept on the one screen that lists the configurations, whose rows carry the spec's importConfigId and configName",
  },
  {
    id: '01-N4',
    spec: '01 §7 line 202: "member and member accounts (enable, disable of consume-bank, payout, small account and sweep, both GET and POST)"',
    choice: 'no member-account switches (consume-bank, payout, small account, sweep) are offered',
    why: 'the spec names the switches but no path, no screen or tab that holds them and no payload ("Exact payloads: not shown"); spec 02\'s member dialog lists no such action. Building them would invent calls that move money settings; the deployer gives their paths first',
  },
  {
    id: '01-N5',
    spec: '01 §7 line 202: "tags and criteria"; 01 §3 line 84: "criteriaVos with filterCriteriaId"',
    choice: 'tags are read-only (POST /admin/tag/page on 标签管理); no tag add, update or criteria calls',
    why: 'the spec gives no screen action, form or path for adding or changing tags or criteria, only the fields of a tag; the console shows what it can read and invents no write call. The deployer gives the tag and criteria write calls if operators are to edit tags here',
  },
  {
    id: '01-#18',
    spec: '01 §9 line 244: "Dictionary codes for filter selects include … 1051 and 1052 tag …"',
    choice:
      "the tag-type select of 标签管理 offers the spec's two tag sub-types (701001 auto or indicator, 701002 manual or simple, 01 §3 line 84) from a local list; dictionaries 1051 and 1052 are not read",
    why: 'the spec does not say which select each dictionary feeds nor what values they hold, while 01 §3 gives the tag sub-types outright; the deployer confirms what 1051 and 1052 hold before a select reads them',
  },
  {
    id: '01-#20',
    spec: '01 §7 line 171: "Encryption: most POST bodies are encrypted … Decryption details: not shown"; protocol §3 publishes the key by GET /user-manager/plaintext',
    choice:
      'a 400 whose body carries "code":"ENC_KEY" makes the console fetch the published key again and send once more; otherwise a rotated key is picked up when the cached one (5 minutes) expires',
    why: 'retrying every 400 would send a refused business body twice; the ENC_KEY code is how the upstream says it could not unwrap the key. The deployer confirms the code, or the 5-minute key lifetime bounds a rotation',
  },
  {
    id: '01-#22',
    spec: "01 §2 line 20: \"A route name unknown to the router goes to /404 with label 'error page' and title 'Not Found'\"",
    choice: 'an unknown screen answers HTTP 404 with the Not Found page at its own address (audited), without a redirect to /404',
    why: 'the status 404 tells the browser and any proxy the address does not exist, and the address the operator typed stays visible to correct; a redirect would answer 200 at /404. The page shows the same title',
  },
  {
    id: '01-#24',
    spec: '01 §6 line 161: "A check passes if the id string occurs anywhere in that list"; 02 §6 line 111: "occurs in the list"',
    choice: 'a right passes when the id (or its second reading, contract/rights.ts) is a member of the list, not a substring of it',
    why: "a substring test would let one right grant every right whose id contains it (BillPage grants BillPageMemberId's check through BillPageMemberIdX, AcctList through AcctListExport); 02 §6 reads it as membership",
  },
  {
    id: '01-#29',
    spec: "01 §8 line 223: \"Upload: success 上传成功 / 'upload succeeded', failure 上传失败 / 'upload failed'\"",
    choice: "a refused upload shows 上传失败 followed by the upstream's reason (上传失败：<message>); a transport failure 上传失败 alone",
    why: "the operator needs the reason to act (a file too large, a type refused); 01 §8 adds the server message to 导入失败 the same way. The spec's text leads the notice unchanged",
  },
  {
    id: '01-#31',
    spec: '01 §8 line 225: "operation success 操作成功 (5 s, or 3.5 s on one screen)"; 02 §8 line 174: "operation \'operation succeeded\' (3.5 s)"',
    choice: 'every 操作成功 notice lasts 5 s',
    why: 'the spec does not name the one screen with 3.5 s, and a notice 1.5 s shorter on an unnamed screen changes nothing the operator relies on; the deployer names the screen if it matters',
  },
  {
    id: '01-N9',
    spec: '01 §7 lines 192-196: organisation and member searches "with pageNum, pageSize 50, condition"; "Dictionary: paged query with pageNum 1, pageSize 100 (sometimes 50), typeId"; "Bank list {pageNum, pageSize 50}; bank by card number {bankCard} returning bankCode, bankName; … card bin /admin/bank/card/bin"',
    choice:
      'the look-ups always send their paging and the search text once typed, but the contract takes paging and condition as optional; the bank list also takes a bankName keyword; "bank by card number" and "card bin" are one call (POST /admin/bank/card/bin)',
    why: "the search widgets and the 银行列表 screen share these calls with lists that page by the operator's choice and open without a keyword; 03 §7 lines 157-158 gives the card-bin call the bankCard in and bankCode, bankName out, so one call serves both words. The deployer confirms the keyword and the merge (fields assumed on the two entries)",
  },
  {
    id: '01-N17',
    spec: 'protocol §2 lines 34-40: the bearer token on every call but the public ones; the six login headers',
    choice: "every upstream call also carries x-request-id (the audit line's id), and money operations forward Idempotency-Key",
    why: "the request id ties the upstream's log to the console's audit line, and the key lets the upstream answer a retried money operation once; both are ignorable headers, but a gateway that refuses unknown headers must let them through (the deployer confirms)",
  },
  {
    id: '01-T2',
    spec: '01 §3 line 83: "Upload payload: custFileGroup, memberId (empty if absent), custFileTag …, fileType"; 01 §7 line 199',
    choice: 'the reference upstream checks JSON bodies against their entry, not the text fields of a multipart body',
    why: "the console builds the upload form in one place (lib/widgets/upload.ts uploadFormFields, unit-tested against the spec's four fields); checking multipart fields in the reference would repeat that test on the other side",
  },
  {
    id: '01-T6',
    spec: '01 §7 line 201: "Most create a background task and then a confirm dialog asks whether to go to the report-log page"',
    choice: 'the reference upstream answers the member, merchant and account exports with a task and the others with a file',
    why: "the console's one export path (lib/client/download.ts) takes either answer from any export (protocol §5); the integration and browser tests drive both answers through it (frame-exports, list-screens), so a setting per export would test the same code again",
  },
  {
    id: '01-T7',
    spec: '01 §9 line 240: "Amounts: fen to yuan divides by 100 with 2 decimals; …"',
    choice:
      "the reference upstream masks and writes export amounts by its own rules (upstream/kit/mask.ts, amounts.ts); its export sheets still label statuses with the console's enumerations (lib/dict), listed in scripts/check-imports.ts until #47 writes them in upstream/",
    why: "the enumerations are long tables of the spec's status lists; a second transcription is #47's remaining work",
  },
];
