// What the menu search (the sidebar's box and the Ctrl K palette) matches a screen by: its title,
// the pinyin initials of its title (hylb finds 会员列表), and the words operators use for what the
// screen does though its title does not say them (issue #39: 划拨, 下发 and 接收 find the terminal
// transfer screens, titled 终端申请). Never its route name: "POS" found 账户入金 by its path.

/** Title fragment → the words that find every screen whose title holds it. */
const SYNONYMS: ReadonlyArray<readonly [fragment: string, words: readonly string[]]> = [
  ['终端申请', ['划拨', '下发', '接收']],
  ['入金', ['充值']],
  ['调账', ['调整余额']],
];

/** The extra words a screen with this title is found by. */
export function menuKeywords(title: string): string[] {
  return SYNONYMS.flatMap(([fragment, words]) => (title.includes(fragment) ? [...words] : []));
}

// The first character of each initial in the pinyin collation order (ICU's zh pinyin collation,
// which Chrome, Firefox and Node carry): a character sorts at or after the boundary of its initial
// and before the next one. Letters, digits and other characters stand for themselves.
const BOUNDS = '吖丷嚓咑妸发旮哈丌咔垃呣拏喔妑七呥仨他屲夕丫帀';
const LETTERS = 'abcdefghjklmnopqrstwxyz';
let collator: Intl.Collator | null = null;

function initialOf(ch: string): string {
  if (!/[\u4e00-\u9fa5]/.test(ch)) return ch.toLowerCase();
  collator ??= new Intl.Collator('zh-Hans-CN-u-co-pinyin');
  let at = -1;
  for (let i = 0; i < BOUNDS.length && collator.compare(ch, BOUNDS[i]!) >= 0; i++) at = i;
  return at < 0 ? '' : LETTERS[at]!;
}

/** The pinyin initials of a title, lower case: 会员列表 → hylb, POS订单 → posdd. */
export function pinyinInitials(title: string): string {
  return [...title].map(initialOf).join('');
}

/** Whether the search text finds the screen: in its title, its pinyin initials or its keywords. */
export function menuMatches(title: string, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [title, pinyinInitials(title), ...menuKeywords(title)].some((s) => s.toLowerCase().includes(needle));
}
