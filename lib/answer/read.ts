// The console's one reading of an answer's data, applied where an upstream answer comes back
// (lib/gate/respond.ts, lib/gate/server-call.ts, the rights call): whichever reading the upstream
// chose (contract/readings.ts), the data leaves here in the shape and the names the contract's
// entry gives, so no screen, dialog or widget reads two shapes or two names. Server side: it reads
// the contract's data, which the browser never carries.
import { contract } from '../../contract/index.ts';
import type { Entry } from '../../contract/define.ts';
import { fieldReadingsOf, shapeReadingsOf } from '../../contract/readings.ts';
import { asList, asPage, inverse, rename } from '../../contract/shapes.ts';

const entries = contract as Readonly<Record<string, Entry>>;

/** The data of a successful answer to `key`, in the entry's reading. */
export function readAnswer(key: string, data: unknown): unknown {
  const shape = entries[key]?.reply?.shape;
  let out = shape === 'list' ? asList(data) : shape === 'page' ? asPage(data) : data;
  for (const r of shapeReadingsOf(key)) out = r.toFirst(out);
  for (const r of fieldReadingsOf(key)) out = rename(out, inverse(r.names));
  return out;
}
