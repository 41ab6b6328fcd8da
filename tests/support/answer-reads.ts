// What the bespoke readers read (lib/answer/reads.ts), found in the source: every `reads(key,
// {field: true, …})` declaration of components/, lib/ and app/, for the contract test
// (tests/support/contract-uses.ts adds them to the console's reads). And the one way around the
// declarations it refuses: an upstream load typed by hand (`api<Row>`, `useUpstream<Row>`,
// `readPage<Row>` …), whose fields no declaration would name. Parsed with TypeScript's parser
// (no type check): a declaration must name its key and fields literally.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DIRS = ['components', 'lib', 'app'];

/** The loads whose type argument would type an answer by hand. */
const LOADS = new Set(['api', 'useUpstream', 'serverCall', 'readPage', 'rowsOf', 'pageOf', 'everyPage', 'recordAt']);
/** What a load may still be typed as: nothing known (a declaration's accessor types it), or a record read by declared keys. */
const UNTYPED = new Set(['unknown', 'unknown | null', 'Record<string, unknown>', 'Record<string, unknown> | null']);

export interface ReadUse {
  key: string;
  fields: readonly string[];
  origin: string;
}

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The console's source files a reader may live in. */
export const consoleSources = (): string[] => DIRS.flatMap((d) => sources(join(ROOT, d)));

const nameOf = (n: ts.PropertyName): string | null => (ts.isIdentifier(n) || ts.isStringLiteral(n) ? n.text : null);

/** Type parameters in scope at `node` (a generic helper passes its own T on). */
function typeParams(node: ts.Node): Set<string> {
  const out = new Set<string>();
  for (let n: ts.Node | undefined = node; n; n = n.parent)
    if (ts.isFunctionLike(n)) for (const p of n.typeParameters ?? []) out.add(p.name.text);
  return out;
}

/** An object literal, or a const of the same file holding one (`{…} as const`). */
function literalOf(n: ts.Expression | undefined, src: ts.SourceFile): ts.ObjectLiteralExpression | null {
  if (!n) return null;
  if (ts.isAsExpression(n) || ts.isSatisfiesExpression(n)) return literalOf(n.expression, src);
  if (ts.isObjectLiteralExpression(n)) return n;
  if (!ts.isIdentifier(n)) return null;
  for (const s of src.statements)
    if (ts.isVariableStatement(s))
      for (const d of s.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.name.text === n.text && s.declarationList.flags & ts.NodeFlags.Const)
          return literalOf(d.initializer, src);
  return null;
}

/** The declarations of `files` and the loads they type by hand. */
export function scanReads(files: readonly string[]): { reads: ReadUse[]; problems: string[] } {
  const reads: ReadUse[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('reads') && !/\b(api|useUpstream|serverCall|readPage|rowsOf|pageOf|everyPage|recordAt)</.test(text)) continue;
    const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const at = (n: ts.Node) => `${relative(ROOT, file)}:${src.getLineAndCharacterOfPosition(n.getStart(src)).line + 1}`;
    const visit = (n: ts.Node): void => {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) {
        const callee = n.expression.text;
        if (callee === 'reads') {
          const [key, arg] = n.arguments;
          const set = literalOf(arg, src);
          const fields = set ? set.properties.map((p) => (ts.isPropertyAssignment(p) ? nameOf(p.name) : null)) : null;
          if (!key || !ts.isStringLiteral(key) || !fields || fields.some((f) => f === null))
            problems.push(`${at(n)}: a reads() declaration names its key and fields literally`);
          else reads.push({ key: key.text, fields: fields as string[], origin: relative(ROOT, file) });
        } else if (LOADS.has(callee)) {
          const own = typeParams(n);
          for (const t of n.typeArguments ?? []) {
            const typed = t.getText(src).replace(/\s+/g, ' ');
            if (!UNTYPED.has(typed) && !own.has(typed))
              problems.push(
                `${at(n)}: ${callee}<${typed}> types an answer by hand; declare what it reads with reads() (lib/answer/reads.ts)`,
              );
          }
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(src);
  }
  return { reads, problems };
}
