// Files shared by several screens: the report log's finished exports, the file list, import templates.
import { call } from './define.ts';

/** An import's template (a 基础模板 code): the button beside each import, and the 基础模板 rows. */
export const templateDown = call('POST /admin/common/template/down', { kind: 'blob' });

/** Protocol §5: a finished export (or a stored file) by its id; always a file. */
/**
 * Spec 01 §7 / 02 §7: a stored file by its id, answering its wanFullUri (images, agreements). The
 * console's /views/file route makes it for an <img> (lib/files/file-ref.ts); a download opens it.
 */
export const fileInfo = call('POST /admin/standard/file-info');

export const exportLogDownload = call('GET /export-log/download', { kind: 'blob' });

/** Spec 01 §7 and protocol §5: the export of a report by its reportCode (the report data pages). */
export const standardExport = call('POST /admin/standard/export', { kind: 'blob' });
