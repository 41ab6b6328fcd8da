// The console's one reading of an answer's data, applied where an upstream answer comes back
// (lib/gate/respond.ts, lib/gate/server-call.ts, the rights call): whichever reading the upstream
// chose (contract/readings.ts), the data leaves here in the shape and the names the contract's
// entry gives, so no screen, dialog or widget reads two shapes or two names. Server side: it reads
// the contract's data, which the browser never carries.
import { contract } from '../../contract/index.ts';
import type { Entry } from '../../contract/define.ts';
import { boxedReadingOf, entriesReadingsOf, fieldReadingsOf, shapeReadingsOf } from '../../contract/readings.ts';
import { asEntries, asList, asPage, inverse, isPartial, rename, turnField, unbox } from '../../contract/shapes.ts';
import { contractOverrides } from '@/lib/config';

const entries = contract as Readonly<Record<string, Entry>>;

/**
 * The data of a successful answer to `key`, in the entry's reading: the deployer's reply renames
 * (UPSTREAM_CONTRACT_OVERRIDES, an assumed call only) turned back to the contract's names, and a
 * field reading the deployer pinned to `first` left alone.
 */
export function readAnswer(key: string, data: unknown): unknown {
  const shape = entries[key]?.reply?.shape;
  const override = contractOverrides().of(key);
  const renamed = override?.reply ? rename(data, inverse(override.reply)) : data;
  const boxed = boxedReadingOf(key);
  const plain = boxed ? unbox(renamed, boxed.key) : renamed;
  // A list the upstream cut to a page is kept as the page, so its reader sees the rows are not all
  // there (03-N17: a save of the whole list would drop the others); pageOf reads it alike.
  let out = shape === 'list' ? (isPartial(plain) ? plain : asList(plain)) : shape === 'page' ? asPage(plain) : plain;
  for (const r of shapeReadingsOf(key)) out = r.toFirst(out);
  for (const r of fieldReadingsOf(key)) if (override?.readings?.[r.id] !== 'first') out = rename(out, inverse(r.names));
  for (const r of entriesReadingsOf(key)) out = turnField(out, r.field, asEntries);
  return out;
}
