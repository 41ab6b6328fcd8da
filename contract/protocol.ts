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
