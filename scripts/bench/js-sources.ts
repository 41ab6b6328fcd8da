// Which modules weigh on a page's first-load JS: run after `SOURCE_MAPS=1 npm run build` with the
// console up, e.g. `node scripts/bench/js-sources.ts http://127.0.0.1:3999 /MemberList`. Each
// chunk's bytes are shared out among its sources by the generated characters each maps to.
import { readFileSync } from 'node:fs';
import { ROOT } from '../servers.ts';
import { measureJs } from './js.ts';

interface SourceMap {
  sources: string[];
  mappings: string;
  sections?: Array<{ map: SourceMap }>;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Characters of generated code per source index, decoded from a VLQ mappings string. */
function weigh(map: SourceMap, into: Map<string, number>, lines: string[]): void {
  if (map.sections) {
    for (const s of map.sections) weigh(s.map, into, lines);
    return;
  }
  let source = 0;
  map.mappings.split(';').forEach((line, row) => {
    let col = 0;
    const segments = line ? line.split(',') : [];
    const starts: Array<[number, number]> = [];
    for (const seg of segments) {
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      col += values[0];
      if (values.length > 1) source += values[1];
      starts.push([col, values.length > 1 ? source : -1]);
    }
    const length = lines[row]?.length ?? 0;
    starts.forEach(([at, src], i) => {
      if (src < 0) return;
      const end = i + 1 < starts.length ? starts[i + 1][0] : length;
      const name = map.sources[src] ?? '?';
      into.set(name, (into.get(name) ?? 0) + Math.max(0, end - at));
    });
  });
}

const [base, page] = process.argv.slice(2);
const figures = await measureJs(base, page, process.env.COOKIE);
const totals = new Map<string, number>();
for (const { file, gzipBytes } of figures.chunks) {
  const path = `${ROOT}/.next${file.replace('/_next', '')}`;
  const js = readFileSync(path, 'utf8');
  const chars = new Map<string, number>();
  try {
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(js)?.[1] ?? '';
    weigh(JSON.parse(readFileSync(path.replace(/[^/]+$/, mapName), 'utf8')), chars, js.split('\n'));
  } catch {
    chars.set(`${file} (no map)`, js.length);
  }
  const all = [...chars.values()].reduce((a, b) => a + b, 0) || 1;
  for (const [name, n] of chars) totals.set(name, (totals.get(name) ?? 0) + (gzipBytes * n) / all);
}
console.log(`${page}: ${figures.gzipKB} KB gzip`);
for (const [name, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 60))) {
  console.log(`${(bytes / 1000).toFixed(1).padStart(7)} KB  ${name.replace(/^.*node_modules\//, '~/')}`);
}
