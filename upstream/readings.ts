// The reference upstream's answer in the reading it was started with (contract/readings.ts): the
// entry's own (first), or under UPSTREAM_READINGS=second the other one at every open point, so the
// console is held to both. Written from the contract alone.
import type { Entry } from '../contract/define.ts';
import { fieldReadingsOf, shapeReadingsOf } from '../contract/readings.ts';
import { asList, asPage, rename } from '../contract/shapes.ts';

/** The data of a successful answer to `key`, in the second reading: rows the other way, fields under their other names. */
export function secondReading(key: string, entry: Entry, data: unknown): unknown {
  const shape = entry.reply?.shape;
  let out = shape === 'page' ? asList(data) : shape === 'list' ? asPage(data) : data;
  for (const r of shapeReadingsOf(key)) out = r.toSecond(out);
  for (const r of fieldReadingsOf(key)) out = rename(out, r.names);
  return out;
}
