// Protocol §3, as the console and the reference upstream both apply it: which calls send their body
// unencrypted. The console's declarations and the upstream's wire both read it.
import type { Method } from './define.ts';

/** Protocol §3: the paths that send no encrypted body (they may still ask for an encrypted answer). */
const EXEMPT_FRAGMENTS = [
  '/batch-in/',
  '/transfer/transfer',
  '/transfer/in-psam/transfer',
  '/batch-psam-recall',
  '/agency-info/query',
  '/export-log/download',
  '/file-download',
  '/file-upload',
  '/template/down',
];

export function isExempt(method: Method, path: string, kind: string): boolean {
  if (method === 'GET' || method === 'DELETE' || kind === 'multipart' || kind === 'form') return true;
  return EXEMPT_FRAGMENTS.some((f) => path.includes(f));
}

/**
 * A header the console adds that the protocol does not name (03-#42): the money operations and the
 * audit decisions send an Idempotency-Key, kept for the same body until answered, so a retry after
 * a lost answer is not a second transfer. The upstream must answer a key it has seen with its first
 * answer. The calls, as the console declares them idempotent (a unit test holds the two together).
 */
export const IDEMPOTENCY = {
  header: 'Idempotency-Key',
  why: 'not in the spec or the protocol: sent with every money operation and audit decision; a repeated key must get the first answer and act once',
  calls: [
    'POST /admin/acct/manage/adjust',
    'POST /admin/acct/manage/adjust-batch/import',
    'POST /admin/acct/manage/deposit',
    'POST /admin/acct/manage/freeze',
    'POST /admin/acct/manage/recharge',
    'POST /admin/acct/manage/refund',
    'POST /admin/acct/manage/trans',
    'POST /admin/acct/manage/unfreeze',
    'POST /admin/agent/invoice/apply',
    'POST /admin/audit/audit',
    'POST /admin/audit/audit/{id}',
    'POST /admin/audit/batch-audit',
    'POST /admin/audit/batch-audit/{id}',
    'POST /admin/audit/force/{id}',
    'POST /admin/audit/retry/{id}',
    'POST /admin/bill/refund',
    'POST /admin/bill/retry',
    'POST /payment-item/auidt',
  ],
} as const;
