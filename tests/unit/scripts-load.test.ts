// #54 item 5: every script package.json runs under Node directly loads there. `npm run bench` once
// stopped at its first import (an `@/` alias only the bundler resolves) and nothing in `npm test`
// noticed. Each script is loaded through scripts/load-only.ts: Node links its whole import graph,
// and none of the project's code runs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const scripts: Record<string, string> = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts;
/** `npm run <name>` entries that run a file of scripts/ under Node. */
const NODE_RUN = Object.entries(scripts).flatMap(([name, line]) => {
  const m = /^node (scripts\/\S+\.(?:ts|mjs))/.exec(line);
  return m ? [[name, m[1]] as const] : [];
});

function load(file: string) {
  const run = spawnSync(process.execPath, ['--no-warnings', '--import', './scripts/load-only.ts', file], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('scripts run under Node load there', () => {
  it('finds the scripts package.json runs under Node', () => {
    expect(NODE_RUN.map(([n]) => n)).toEqual(
      expect.arrayContaining(['bench', 'test:load', 'audit', 'demo', 'contract:report', 'upstream:probe', 'upstream', 'test']),
    );
  });

  it.each(NODE_RUN)('npm run %s (%s) loads', (_name, file) => {
    const { status, out } = load(file);
    expect(out).toBe('');
    expect(status).toBe(0);
  });

  it('fails on an import only the bundler resolves, and runs none of the code', () => {
    const dir = mkdtempSync(join(tmpdir(), 'load-only-'));
    const aliased = join(dir, 'aliased.ts');
    writeFileSync(aliased, `import { screens } from '@/lib/screens';\nconsole.log(screens.length);\n`);
    const bad = load(aliased);
    expect(bad.status).not.toBe(0);
    expect(bad.out).toContain("Cannot find package '@/lib'");
    const quiet = join(dir, 'quiet.ts');
    writeFileSync(quiet, `import { ACCOUNTS } from '${ROOT}/tests/support/console-client.ts';\nconsole.log('ran', ACCOUNTS);\n`);
    expect(load(quiet)).toEqual({ status: 0, out: '' });
  });
});
