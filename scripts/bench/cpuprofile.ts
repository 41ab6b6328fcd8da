// node scripts/bench/cpuprofile.ts FILE.cpuprofile [--requests N] [--top 25]
// Sums a V8 CPU profile (e.g. the console's, from BENCH_PROFILE=1) two ways: self time by where the
// code lives (package, Next chunk, node: internals, GC) and inclusive time of the hottest
// functions. With --requests, also in ms per request.
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

function place(url: string): string {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
  if (pkg) {
    if (pkg[1] === 'next') return `next/${pkg[2].split('/').slice(0, 3).join('/')}`;
    return pkg[1];
  }
  const chunk = /\.next\/(server\/.*)$/.exec(url);
  if (chunk) return `.next/${chunk[1]}`;
  return url.replace(/^file:\/\//, '');
}

export function summarizeProfile(p: Profile, top = 25) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  let total = 0;
  p.samples.forEach((id, i) => {
    const dt = p.timeDeltas[i] ?? 0;
    self.set(id, (self.get(id) ?? 0) + dt);
    total += dt;
  });
  const byPlace = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, us] of self) {
    const n = byId.get(id)!;
    const where = n.callFrame.functionName.startsWith('(') ? n.callFrame.functionName : place(n.callFrame.url);
    byPlace.set(where, (byPlace.get(where) ?? 0) + us);
    // Inclusive: every distinct function on the stack gets the sample once.
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const f = byId.get(cur)!.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${place(f.url)}:${f.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top);
  return { totalMs: total / 1000, byPlace: sorted(byPlace), inclusive: sorted(inclusive) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/bench/cpuprofile.ts FILE.cpuprofile [--requests N] [--top 25]');
    process.exit(2);
  }
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? Number(process.argv[i + 1]) : undefined;
  };
  const requests = arg('--requests');
  const s = summarizeProfile(JSON.parse(readFileSync(file, 'utf8')) as Profile, arg('--top') ?? 25);
  const fmt = (us: number) =>
    `${(us / 1000).toFixed(0).padStart(7)} ms ${((us / 1000 / s.totalMs) * 100).toFixed(1).padStart(5)}%${requests ? ` ${(us / 1000 / requests).toFixed(3).padStart(7)} ms/req` : ''}`;
  console.log(`total ${s.totalMs.toFixed(0)} ms sampled\n\nself time by place:`);
  for (const [k, us] of s.byPlace) console.log(`${fmt(us)}  ${k}`);
  console.log('\ninclusive time by function:');
  for (const [k, us] of s.inclusive) console.log(`${fmt(us)}  ${k}`);
}
