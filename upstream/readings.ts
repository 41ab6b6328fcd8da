// The reference upstream's answer in the reading it was started with (contract/readings.ts): the
// entry's own (first), or under UPSTREAM_READINGS=second the other one at every open point, so the
// console is held to both. Written from the contract alone.
import type { Entry } from '../contract/define.ts';
import { boxedReadingOf, entriesReadingsOf, fieldReadingsOf, shapeReadingsOf } from '../contract/readings.ts';
import { asList, asMap, asPage, box, rename, turnField } from '../contract/shapes.ts';

/**
 * The data of a successful answer to `key`, in the second reading: rows the other way from the way
 * the handler gave them (a list entry a generic resource answers paged goes bare, a bare one paged),
 * a boxed list in its object, fields under their other names.
 */
export function secondReading(key: string, entry: Entry, data: unknown): unknown {
  const shape = entry.reply?.shape;
  const boxed = boxedReadingOf(key);
  let out = boxed
    ? box(asList(data), boxed.key)
    : shape === 'page' || shape === 'list'
      ? Array.isArray(data)
        ? asPage(data)
        : asList(data)
      : data;
  for (const r of shapeReadingsOf(key)) out = r.toSecond(out);
  for (const r of fieldReadingsOf(key)) out = rename(out, r.names);
  for (const r of entriesReadingsOf(key)) out = turnField(out, r.field, asMap);
  return out;
}
