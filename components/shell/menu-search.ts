// What the menu search (the sidebar's box and the Ctrl K palette) matches a screen by: its title,
// its route name, and the words operators use for what the screen does though its title does not
// say them (issue #39: 划拨, 下发 and 接收 find the terminal transfer screens, titled 终端申请).

/** Title fragment → the words that find every screen whose title holds it. */
const SYNONYMS: ReadonlyArray<readonly [fragment: string, words: readonly string[]]> = [['终端申请', ['划拨', '下发', '接收']]];

/** The extra words a screen with this title is found by. */
export function menuKeywords(title: string): string[] {
  return SYNONYMS.flatMap(([fragment, words]) => (title.includes(fragment) ? [...words] : []));
}

/** Whether the search text finds the screen: in its title, route name or keywords. */
export function menuMatches(title: string, name: string, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [title, name, ...menuKeywords(title)].some((s) => s.toLowerCase().includes(needle));
}
