// Labels of the organisation enumerations in the browser: only this area's small table travels,
// inside the lazily loaded organisation components.
import { ORG_ENUMS } from '@/lib/dict/enums/orgs';
import { labelIn } from '@/lib/dict/enums/types';

export function enumLabelOf(enumId: string, code: unknown): string {
  return labelIn(ORG_ENUMS, enumId, code) || '-';
}
