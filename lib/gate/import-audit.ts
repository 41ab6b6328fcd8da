import 'server-only';
import type { AuditEntry } from '@/lib/audit';
import { listSummary } from '@/lib/audit/describe';
import { readXlsxRows } from '@/lib/files/xlsx-read';
import { yuanToFen } from '@/lib/forms/schema';
import { formBody, type MultipartBody, readForm } from './upload-scope';

// An imported file's line names every record the file touches (issue #52): the batch adjustment
// (批量调账, spec 03 §7) is an .xlsx of account, direction, amount in yuan and reason, one row per
// adjustment. The gate reads the upload (within the upload cap the stream already enforces), notes
// the file's name, its row count and each row, and sends the same form on.

/** The imports whose rows their line lists, by contract key: each row's columns in order. */
export const ROW_IMPORTS: Readonly<Record<string, readonly ['acctId', 'direction', 'amount', 'reason']>> = {
  'POST /admin/acct/manage/adjust-batch/import': ['acctId', 'direction', 'amount', 'reason'],
};

const DIRECTIONS: Readonly<Record<string, string>> = { '+': 'in', '-': 'out', 调增: 'in', 调减: 'out', 增加: 'in', 减少: 'out' };

/** What the line records of an adjustment file's rows: accounts as the target, each row's direction, amount (fen) and reason as the change. */
export function adjustmentRows(name: string, rows: readonly string[][]): Partial<AuditEntry> {
  // A header row (its first cell not an account number) is not an adjustment.
  const lines = rows.filter((r) => r.some(Boolean));
  if (lines.length && !/^\d+$/.test(lines[0][0] ?? '')) lines.shift();
  const adjustments = lines.map(([acctId = '', dir = '', amount = '', reason = '']) => ({
    acctId,
    direction: DIRECTIONS[dir.trim()] ?? dir,
    amount: yuanToFen(amount) ?? amount,
    unit: 'fen',
    reason,
  }));
  return {
    target: { file: name, rows: adjustments.length, acctId: listSummary(adjustments.map((a) => a.acctId)) },
    change: { rows: adjustments },
  };
}

/** The upload read for its line (`note`), and the same form to send on. */
export async function auditedImport(upload: MultipartBody, note: (patch: Partial<AuditEntry>) => void): Promise<MultipartBody> {
  const form = await readForm(upload);
  const file = [...form.values()].find((v): v is File => typeof v !== 'string');
  if (file) {
    try {
      note(adjustmentRows(file.name, readXlsxRows(Buffer.from(await file.arrayBuffer()))));
    } catch {
      // Not a file the reader takes (an .xls, a broken one): the upstream refuses it; the line names the file.
      note({ target: { file: file.name } });
    }
  }
  return formBody(form);
}
