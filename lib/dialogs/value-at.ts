// A value inside a loaded record, by the dotted paths the dialog declarations use.

/** A value at a dotted path (`mchtInf.mchtName`, `data.0`). */
export function valueAt(obj: unknown, path: string): unknown {
  let v: unknown = obj;
  for (const part of path.split('.')) {
    if (!v || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}
