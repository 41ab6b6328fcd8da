// Labels of the organisation enumerations in the browser: only this area's small table travels,
// inside the lazily loaded organisation components.
import { ORG_ENUMS } from '@/lib/dict/enums/orgs';
import { labelIn } from '@/lib/dict/enums/types';

/**
 * The withdrawal and policy tabs' titles in the product's words (03 §1 line 13): 提现活动组 or
 * 提现政策包; 政策活动组, or 政策包 alone where the product's word already says 政策 (03-#38).
 */
export function groupTabTitle(tab: 'withdrawal' | 'policy', activityGroup: string): string {
  if (tab === 'withdrawal') return `提现${activityGroup}`;
  return activityGroup.startsWith('政策') ? activityGroup : `政策${activityGroup}`;
}

export function enumLabelOf(enumId: string, code: unknown): string {
  return labelIn(ORG_ENUMS, enumId, code) || '-';
}
