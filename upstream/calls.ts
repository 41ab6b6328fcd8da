// The reference upstream names each call it serves by its contract key (contract/): the spec's
// method and path, never a console declaration, so a console that misreads the spec is not
// mirrored here. `callOf('POST /admin/member/page')` fails to compile for a key the contract does
// not hold.
import { type CallKey, entryOf } from '../contract/index.ts';
import type { Method } from '../contract/define.ts';

export interface UpCall {
  readonly key: CallKey;
  readonly method: Method;
  readonly path: string;
}

export function callOf(key: CallKey): UpCall {
  const entry = entryOf(key);
  return Object.freeze({ key, method: entry.method, path: entry.path });
}
