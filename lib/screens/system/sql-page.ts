// SQL查询 (spec 01 §2; §7 export family /admin/export/sql): a SQL textarea (2 to 5 rows, up to 9999
// characters) whose result is streamed as a file; every run is audited with its SQL text, personal
// data in literals masked (lib/gate/body.ts).
import { call } from '../../calls/define.ts';
import type { ScreenDef } from '../types.ts';

export const SQL_MAX_LENGTH = 9999;
export const sqlExport = call('POST /admin/export/sql', { kind: 'blob', auditSql: true });

export const sqlPage: ScreenDef = {
  name: 'SQLPage',
  title: 'SQL查询',
  area: 'system',
  kind: 'bespoke',
  bespoke: 'SQLPage',
  calls: [sqlExport],
};
