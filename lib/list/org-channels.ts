// Spec 03 §6 line 137: an ORG operator's payment-channel filter offers "channels whose code is among
// the tag codes of the organisation's own info". The spec does not say where those codes sit: the
// organisation's own info as tags (tagCode) or as spec 03 §3 orgInf's tagIds (comma-joined), at
// the top or under orgInf. Both are read here; an answer with neither (or a failed call) restricts
// nothing, since the upstream scopes the rows anyway.

type Rec = Record<string, unknown>;

const codesOf = (v: unknown): string[] =>
  Array.isArray(v) ? v.map((t) => String((t as Rec)?.tagCode ?? (t as Rec)?.tagId ?? t ?? '')) : typeof v === 'string' ? v.split(',') : [];

/** The organisation's channel codes, or null when its info gives none (every channel stays on offer). */
export function orgChannelCodes(info: unknown): Set<string> | null {
  if (!info || typeof info !== 'object') return null;
  const o = info as Rec;
  const inf = (o.orgInf && typeof o.orgInf === 'object' ? o.orgInf : {}) as Rec;
  for (const v of [o.tags, o.tagIds, inf.tags, inf.tagIds]) {
    const codes = codesOf(v)
      .map((c) => c.trim())
      .filter(Boolean);
    if (codes.length) return new Set(codes);
  }
  return null;
}
