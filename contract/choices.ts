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
  /** Why, and what the deployer confirms. */
  readonly why: string;
}

export const CHOICES: readonly Choice[] = [
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
];
