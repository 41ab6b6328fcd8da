// How the reference upstream masks personal data in its answers (spec 01 §3's mask* fields:
// maskMobile, maskIdcNum, maskCardNo, masked names), as a platform does on its side. Its own
// rule, not the console's: the console shows whatever mask the upstream chose.

/** `text` with all but its first `head` and last `tail` characters starred (all of it when too short). */
function keep(text: string, head: number, tail: number): string {
  const chars = [...text];
  if (chars.length <= head + tail) return '*'.repeat(chars.length);
  return chars.slice(0, head).join('') + '*'.repeat(chars.length - head - tail) + chars.slice(chars.length - tail).join('');
}

/** 张三 → 张*, 张三丰 → 张*丰: the first character, and the last of three or more. */
export function maskName(name: string): string {
  const n = [...name.trim()].length;
  if (n <= 1) return n ? '*' : '';
  return n === 2 ? keep(name.trim(), 1, 0) : keep(name.trim(), 1, 1);
}

/** 13812341234 → 138****1234 */
export const maskMobile = (mobile: string): string => keep(mobile, 3, 4);

/** 110101199001011234 → 110101********1234 */
export const maskIdNumber = (id: string): string => keep(id, 6, 4);

/** 6222021234567890123 → 622202*********0123 */
export const maskCard = (card: string): string => keep(card, 6, 4);
