// Masking of personal data: names, mobiles, ID numbers and card numbers. Pure, so the audit log,
// the list cells and the tests share one implementation.

/** 张三 → 张*, 张三丰 → 张*丰, longer names keep first and last character. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.length ? '*' : '';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** 13812341234 → 138****1234 */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-4)}` : '*'.repeat(mobile.length);
}

/** 110101199001011234 → 110101********1234 */
export function maskIdNumber(id: string): string {
  return id.length > 10 ? `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}` : '*'.repeat(id.length);
}

/** 6222021234567890123 → 622202*********0123 */
export function maskCard(card: string): string {
  return card.length > 10 ? `${card.slice(0, 6)}${'*'.repeat(card.length - 10)}${card.slice(-4)}` : '*'.repeat(card.length);
}

// Digit runs that look like an ID number (17 digits + digit/X), a mobile (1 + 10 digits) or a
// card number (12 to 19 digits), not glued to other digits.
const ID_RE = /(?<![0-9])[0-9]{17}[0-9Xx](?![0-9])/g;
const MOBILE_RE = /(?<![0-9])1[0-9]{10}(?![0-9])/g;
const CARD_RE = /(?<![0-9])[0-9]{12,19}(?![0-9])/g;

/** Masks every ID, mobile and card number found inside free text. */
export function maskDigitsIn(text: string): string {
  return text.replace(ID_RE, maskIdNumber).replace(MOBILE_RE, maskMobile).replace(CARD_RE, maskCard);
}
