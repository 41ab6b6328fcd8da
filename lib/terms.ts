// Terminology by product code (spec 01 §1): 'all' and 'myx' say 机构 / 活动组, every other
// product says 服务商 / 政策包. Pure; used by server and client components alike.

export interface Terms {
  org: string;
  member: string;
  activityGroup: string;
}

const PLATFORM: Terms = Object.freeze({ org: '机构', member: '会员', activityGroup: '活动组' });
const PROVIDER: Terms = Object.freeze({ org: '服务商', member: '会员', activityGroup: '政策包' });

export function terms(productCode: string | null | undefined): Terms {
  return productCode === 'all' || productCode === 'myx' ? PLATFORM : PROVIDER;
}

/**
 * A text in the product's terms (spec 01 §1): `{org}`, `{member}`, `{activityGroup}` placeholders
 * filled, and outside 'all' and 'myx' 机构 → 服务商, 活动组 → 政策包. Applied on the server to every
 * title, label, column and filter the views send.
 */
export function termed(text: string, productCode: string | null | undefined): string {
  const t = terms(productCode);
  const filled = text.includes('{') ? text.replace(/\{(org|member|activityGroup)\}/g, (_m, k: keyof Terms) => t[k]) : text;
  if (t === PLATFORM) return filled;
  return filled.replaceAll(PLATFORM.org, t.org).replaceAll(PLATFORM.activityGroup, t.activityGroup);
}

/** Options in the product's terms: an enumeration's labels are words the operator reads too (机构管理员). */
export function termedOptions<T extends { label: string }>(options: readonly T[], productCode: string | null | undefined): T[] {
  return terms(productCode) === PLATFORM ? [...options] : options.map((o) => ({ ...o, label: termed(o.label, productCode) }));
}
