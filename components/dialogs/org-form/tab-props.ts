// What every tab of the organisation form gets.
import type { UseFormReturn } from 'react-hook-form';
import type { OrgFormMode } from '@/lib/orgs/rules';
import type { Terms } from '@/lib/terms';
import type { OrgValues, Shown } from './model';

export interface OrgFormFlags {
  extendInfo?: boolean;
  provider?: boolean;
  personalOnly?: boolean;
  optLogs?: boolean;
  platform?: boolean;
}

/** What every tab gets. */
export interface TabProps {
  form: UseFormReturn<OrgValues>;
  mode: OrgFormMode;
  flags: OrgFormFlags;
  shown: Shown;
  t: Terms;
  setShown: (update: (s: Shown) => Shown) => void;
}
