import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Issue #41: a screen is one file or a row of an explicit family file; an area's index.ts only
// imports and lists them by name. No factory calls, no look-ups by name (`side.X`), no spreads.

const SCREENS = join(process.cwd(), 'lib/screens');

/** What in an index file is not a plain list of names: one line per offence, `file:line text`. */
function indexOffences(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const offences: string[] = [];
  const at = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    offences.push(`${file}:${line + 1} ${what}: ${node.getText(source)}`);
  };
  let arrays = 0;
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) continue;
    if (!ts.isVariableStatement(statement)) {
      at(statement, 'not an import or a screen list');
      continue;
    }
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    for (const decl of statement.declarationList.declarations) {
      if (!exported) {
        at(decl, 'a local declaration');
        continue;
      }
      const init = decl.initializer;
      if (!init || !ts.isArrayLiteralExpression(init)) {
        at(decl, 'the exported screens are not an array literal');
        continue;
      }
      arrays++;
      for (const element of init.elements) if (!ts.isIdentifier(element)) at(element, 'not a name');
    }
  }
  if (arrays !== 1) offences.push(`${file}: ${arrays} exported screen arrays (one expected)`);
  return offences;
}

const indexes = readdirSync(SCREENS, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => join('lib/screens', d.name, 'index.ts'));

describe('area index files', () => {
  it('finds every area', () => {
    expect(indexes.length).toBe(17);
  });

  it.each(indexes)('%s lists its screens by name only', (file) => {
    expect(indexOffences(file, readFileSync(join(process.cwd(), file), 'utf8'))).toEqual([]);
  });

  it('names a call, a look-up, a spread and a local as offences', () => {
    const text = ["import { a, f } from './a.ts';", 'const side = f();', 'export const xs = [a, f(1), side.b, ...f(2)];'].join('\n');
    expect(indexOffences('x.ts', text)).toEqual([
      'x.ts:2 a local declaration: side = f()',
      'x.ts:3 not a name: f(1)',
      'x.ts:3 not a name: side.b',
      'x.ts:3 not a name: ...f(2)',
    ]);
    expect(indexOffences('y.ts', 'export const xs = [a, b];')).toEqual([]);
  });
});
