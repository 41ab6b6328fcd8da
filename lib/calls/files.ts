// Files shared by several screens: the report log's finished exports and the file list.
import { call } from './define.ts';

/** Protocol §5: a finished export (or a stored file) by its id; always a file. */
export const exportLogDownload = call('GET /export-log/download', { kind: 'blob' });

/** Spec 01 §7 and protocol §5: the export of a report by its reportCode (the report data pages). */
export const standardExport = call('POST /admin/standard/export', { kind: 'blob' });
