// Files shared by several screens: the report log's finished exports and the file list.
import { call } from './define.ts';

/** Protocol §5: a finished export (or a stored file) by its id; always a file. */
/**
 * Spec 01 §7 / 02 §7: a stored file by its id, answering its wanFullUri (images, agreements). The
 * console's /views/file route makes it for an <img> (lib/files/file-ref.ts); a download opens it.
 */
export const fileInfo = call('POST /admin/standard/file-info');

export const exportLogDownload = call('GET /export-log/download', { kind: 'blob' });
