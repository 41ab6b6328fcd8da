// The import rules of design.md, checked over the whole tree (a unit test runs this; so can
// `node scripts/check-imports.ts`). Imports are read with TypeScript's own pre-parser and resolved
// to files, so a relative path and an `@/` alias count alike.
//
// - components/ never imports the gate, the session, the transport or the rights cache;
// - app/ never imports the transport: routes send through lib/answer/send.ts (one reading of the answer);
// - lib/ never imports components/;
// - lib/upstream/ (transport) imports only lib/config and itself;
// - server-only code never imports lib/client (browser code), and lib/client never imports it;
// - every lib/ file the reference upstream loads uses relative `.ts` imports (Node's type stripping
//   knows no aliases);
// - contract/ (written from the spec alone) imports only contract/, with relative `.ts` imports;
// - the reference upstream, a double of the spec, loads only upstream/, contract/ and the protocol's
//   crypto (an allow-list): never the console's declarations or rules; it names calls by contract key;
// - the browser fetches through one hook layer: only lib/swr/ imports the swr package;
// - a dialog never imports a screen, and no declaration imports the aggregates (lib/registry.ts);
// - no import circles.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', '.next', '.data', 'test-results', '.git', 'bench']);

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

export interface Import {
  spec: string;
  file: string;
}

function resolveSpec(spec: string, from: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = join(ROOT, spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // next candidate
    }
  }
  return null;
}

export function importGraph(): Map<string, Import[]> {
  const graph = new Map<string, Import[]>();
  for (const file of sources(ROOT)) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const imports: Import[] = [];
    for (const { fileName: spec } of info.importedFiles) {
      const target = resolveSpec(spec, file);
      if (target) imports.push({ spec, file: target });
    }
    graph.set(file, imports);
  }
  return graph;
}

const rel = (f: string) => relative(ROOT, f);
const under = (f: string, ...dirs: string[]) => dirs.some((d) => rel(f).startsWith(d));
const CONSOLE_DECLARATIONS = ['lib/screens/', 'lib/dialogs/', 'lib/forms/', 'lib/calls/'];
const SERVER_ONLY = ['lib/gate/', 'lib/session/', 'lib/upstream/', 'lib/audit/', 'lib/loaders/'];

function closure(graph: Map<string, Import[]>, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    for (const i of graph.get(f) ?? []) stack.push(i.file);
  }
  return seen;
}

function cycles(graph: Map<string, Import[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 1 | 2>();
  const path: string[] = [];
  const visit = (f: string) => {
    state.set(f, 1);
    path.push(f);
    for (const { file } of graph.get(f) ?? []) {
      if (state.get(file) === 1) found.push([...path.slice(path.indexOf(file)), file].map(rel));
      else if (!state.has(file)) visit(file);
    }
    path.pop();
    state.set(f, 2);
  };
  for (const f of graph.keys()) if (!state.has(f)) visit(f);
  return found;
}

/** What is wrong with one import, by the rules above (the upstream's and the circles' are checked over the graph). */
export function edgeProblems(file: string, i: Import): string[] {
  const problems: string[] = [];
  const edge = `${rel(file)} imports ${i.spec}`;
  if (under(file, 'components/') && under(i.file, 'lib/gate/', 'lib/session/', 'lib/upstream/')) {
    problems.push(`${edge}: components never import the gate, session, transport or rights cache`);
  }
  if (under(file, 'lib/') && under(i.file, 'components/')) problems.push(`${edge}: lib never imports components`);
  if (under(file, 'app/') && under(i.file, 'lib/upstream/'))
    problems.push(`${edge}: app/ never imports the transport (a route sends through lib/answer/send.ts or the gate)`);
  if (under(file, 'contract/') && !(under(i.file, 'contract/') && i.spec.startsWith('.') && i.spec.endsWith('.ts')))
    problems.push(`${edge}: the contract is written from the spec alone and imports only contract/ (relative .ts)`);
  if (under(file, 'lib/upstream/') && !under(i.file, 'lib/upstream/', 'lib/config.ts'))
    problems.push(`${edge}: the transport imports only lib/config`);
  if (under(file, ...SERVER_ONLY) && under(i.file, 'lib/client/')) problems.push(`${edge}: server code never imports browser code`);
  if (under(file, 'lib/client/') && under(i.file, ...SERVER_ONLY)) problems.push(`${edge}: browser code never imports server code`);
  if (under(file, 'lib/dialogs/') && under(i.file, 'lib/screens/'))
    problems.push(`${edge}: a dialog never imports a screen (what both use lives in the dialog or in lib/calls)`);
  // The view builders beside the declarations (lib/dialogs/view.ts, lib/forms/view.ts) read the registry: they are not declarations.
  if (under(file, ...CONSOLE_DECLARATIONS) && !rel(file).endsWith('/view.ts') && rel(i.file) === 'lib/registry.ts')
    problems.push(`${edge}: a declaration never imports the aggregates (lib/registry.ts) it is collected into`);
  return problems;
}

/**
 * What the reference upstream may load (an allow-list, issue #47): its own files (its shared helpers
 * in upstream/kit/, its .xlsx reader and writer among them: an export's file format is the wire), the
 * contract, and the protocol's crypto (the wire's encryption, one implementation both ends must
 * share). It is a double of the spec: every other rule it applies is written in upstream/ from the
 * spec's words, so a misreading in the console is not repeated there.
 */
export const UPSTREAM_MAY_LOAD: readonly string[] = ['upstream/', 'contract/', 'lib/upstream/crypto.ts'];

/** The files the reference upstream loads that it may not (by the allow-list above). */
export function upstreamLoadProblems(loads: Iterable<string>): string[] {
  const problems: string[] = [];
  for (const file of loads) {
    const path = rel(file);
    if (UPSTREAM_MAY_LOAD.some((d) => path.startsWith(d))) continue;
    problems.push(
      under(file, ...CONSOLE_DECLARATIONS)
        ? `upstream/server.ts loads ${path}: the reference upstream answers to contract/, never to the console's declarations`
        : `upstream/server.ts loads ${path}: the reference upstream loads only upstream/, contract/ and the protocol's crypto`,
    );
  }
  return problems;
}

/** Every file the reference upstream loads, from its entry over the import graph. */
export const upstreamLoads = (graph: Map<string, Import[]>): Set<string> => closure(graph, [join(ROOT, 'upstream/server.ts')]);

export function checkImports(): string[] {
  const graph = importGraph();
  const problems: string[] = [];
  const loads = upstreamLoads(graph);
  for (const [file, imports] of graph) {
    for (const i of imports) {
      problems.push(...edgeProblems(file, i));
      const edge = `${rel(file)} imports ${i.spec}`;
      if (loads.has(file) && under(file, 'lib/') && !(i.spec.startsWith('.') && i.spec.endsWith('.ts'))) {
        problems.push(`${edge}: the reference upstream loads this file; use a relative .ts import`);
      }
    }
  }
  problems.push(...upstreamLoadProblems(loads));
  for (const file of graph.keys()) {
    if (under(file, 'lib/swr/') || !under(file, 'components/', 'lib/', 'app/')) continue;
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    if (info.importedFiles.some((i) => i.fileName === 'swr' || i.fileName.startsWith('swr/')))
      problems.push(`${rel(file)} imports swr: data fetching goes through the hook layer (lib/swr/)`);
  }
  for (const c of cycles(graph)) problems.push(`import circle: ${c.join(' → ')}`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkImports();
  for (const p of problems) console.log(p);
  console.log(problems.length ? `${problems.length} import problems` : 'imports: no problems');
  process.exit(problems.length ? 1 : 0);
}
