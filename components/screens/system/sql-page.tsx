import { ClientScreen } from '@/components/screens/lazy';
import type { BespokeProps } from '@/components/screens/types';
import { SQL_MAX_LENGTH, sqlExport } from '@/lib/screens/system/sql-page';

/** SQL查询: the textarea and the streamed export (the gate audits each run with its SQL text). */
export default function SqlPageScreen(_props: BespokeProps) {
  return <ClientScreen name="SQLPage" path={sqlExport.path} maxLength={SQL_MAX_LENGTH} />;
}
