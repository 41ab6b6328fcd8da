// UPSTREAM_REMAP=<file>: the reference upstream plays a DIFFERENT upstream, one that serves some of
// the contract's assumed calls under another path, with other request and reply field names, or in
// the other reading. The file has the format of the console's overrides (contract/overrides.ts,
// checked the same way), so the overrides file that adapts the console to this upstream is the same
// file: the deployer's probe (scripts/upstream-probe.ts) reports each difference without it, and
// none with it. Under a remapped path, the contract's own path answers 404, as on such an upstream.
// Written from the contract alone.
import { readFileSync } from 'node:fs';
import { keyParts } from '../contract/define.ts';
import { type Override, type Overrides, parseOverrides, renameFields } from '../contract/overrides.ts';
import { fieldReadingsOf, ROWS } from '../contract/readings.ts';
import { asList, asPage, inverse, rename } from '../contract/shapes.ts';
import { contract } from '../contract/index.ts';

interface Moved {
  override: Override;
  method: string;
  /** The path it is served under, as a pattern with the entry's placeholders. */
  served: RegExp;
  /** The contract's own path, which now answers 404. */
  own: RegExp;
  entryPath: string;
}

const pattern = (path: string) =>
  new RegExp(
    `^${path
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace('{p}', '(?<p>[a-z0-9]+)')
      .replaceAll('{id}', '(?<id>[A-Za-z0-9_-]{1,64})')}$`,
  );

export class Remap {
  readonly overrides: Overrides;
  private readonly moved: Moved[];

  constructor(overrides: Overrides) {
    this.overrides = overrides;
    this.moved = [...overrides.calls.values()]
      .filter((o) => o.path)
      .map((o) => {
        const { method, path } = keyParts(o.key);
        return { override: o, method, served: pattern(o.path!), own: pattern(path), entryPath: path };
      });
  }

  /** The contract's path for a request to this upstream: a remapped path back to its entry's, an entry's own remapped path to none (404). */
  incoming(method: string, path: string): string {
    for (const m of this.moved) {
      if (m.method !== method) continue;
      const served = m.served.exec(path);
      if (served) return m.entryPath.replace('{p}', served.groups?.p ?? '').replace('{id}', served.groups?.id ?? '');
      if (m.own.test(path)) return '/__remapped__';
    }
    return path;
  }

  /** The body (and query) under the contract's names: this upstream's request field names turned back. */
  request(key: string, ctx: { body: Record<string, unknown>; query: URLSearchParams }): void {
    const names = this.overrides.of(key)?.request;
    if (!names) return;
    const back = inverse(names);
    ctx.body = renameFields(ctx.body, back);
    for (const [from, to] of Object.entries(back))
      if (ctx.query.has(from)) {
        for (const v of ctx.query.getAll(from)) ctx.query.append(to, v);
        ctx.query.delete(from);
      }
  }

  /** The answer's data as this upstream gives it: the other rows reading where chosen, reply fields renamed. */
  reply(key: string, data: unknown): unknown {
    const o = this.overrides.of(key);
    if (!o) return data;
    const shape = (contract as Record<string, { reply?: { shape: string } }>)[key]?.reply?.shape;
    let out = data;
    if (o.readings?.[ROWS.id] === 'second') out = shape === 'page' ? asList(out) : shape === 'list' ? asPage(out) : out;
    for (const r of fieldReadingsOf(key)) if (o.readings?.[r.id] === 'second') out = rename(out, r.names);
    return o.reply ? rename(out, o.reply) : out;
  }
}

/** The remap UPSTREAM_REMAP names, or none. A file that does not check out stops the start. */
export function loadRemap(file = process.env.UPSTREAM_REMAP): Remap | null {
  return file ? new Remap(parseOverrides(readFileSync(file, 'utf8'), file)) : null;
}
