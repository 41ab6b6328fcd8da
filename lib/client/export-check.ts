// Spec 01 §7: "For psam-activity and psam-with-indicator exports under product mcf a check call is
// made first." The check's path is ours (contract/frame.ts, assumed): an upstream without it answers
// 404, and the export goes ahead; a refusal of the check (any other failure) is notified and stops it.
import { ApiError, api } from './fetcher';
import { notify } from './notify';

/** Whether the export may go ahead after its check call at `path` with the export's own body. */
export async function passesExportCheck(path: string, body: unknown): Promise<boolean> {
  try {
    await api(path, { body, silent: true });
    return true;
  } catch (e) {
    if (e instanceof ApiError && e.httpStatus === 404) return true;
    // A session end has already gone to /Login; an abort is the operator's own.
    if (e instanceof ApiError && e.status !== 41) notify({ type: 'error', message: e.message });
    return false;
  }
}
