// A value inside a loaded record, by the dotted paths the dialog declarations use.
import { rowsOf } from '../../contract/shapes.ts';

/** A value at a dotted path (`mchtInf.mchtName`, `data.0`). */
export function valueAt(obj: unknown, path: string): unknown {
  let v: unknown = obj;
  for (const part of path.split('.')) {
    if (!v || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

/** What a fields tab says of where its record sits in the answer. */
export interface RecordPlace {
  idKey: string;
  path?: string;
  /** The answer is a search's rows: the record is the row whose idKey is the id opened. */
  match?: true;
}

/**
 * The record a fields tab loaded: at its path, or (a search with `match`) the row whose id is the
 * one opened, never another row of the page (spec 03 §7 line 191 gives these searches no filter
 * field, so an upstream may ignore it): none there is no record.
 */
export function recordAt(data: unknown, tab: RecordPlace | undefined, id: string): unknown {
  if (!tab) return data;
  if (tab.match) return rowsOf(data).find((r) => String(r[tab.idKey] ?? '') === id) ?? null;
  return tab.path ? valueAt(data, tab.path) : data;
}
