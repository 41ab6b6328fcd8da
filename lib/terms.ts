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
 * A label in the product's terms: 机构 → 服务商 and 活动组 → 政策包 outside 'all' and 'myx' (spec 01
 * §1). Applied on the server to every title, label, column and filter the views send.
 */
export function termed(text: string, productCode: string | null | undefined): string {
  const t = terms(productCode);
  if (t === PLATFORM) return text;
  return text.replaceAll(PLATFORM.org, t.org).replaceAll(PLATFORM.activityGroup, t.activityGroup);
}
