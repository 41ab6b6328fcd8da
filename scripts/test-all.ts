// npm test: every test, from a fresh clone. Format and lint, unit tests (the import rules among
// them), a production build, then the integration
// suite (real upstream + built console over HTTP) and the browser suite (Debian's Chromium).
// Ends with the tests that failed, or passed only on a second try, a line each, then one plain
// line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { ROOT } from './servers.ts';

const vitest = `${ROOT}node_modules/.bin/vitest`;
const results = `${ROOT}test-results`;
mkdirSync(results, { recursive: true });

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`no Chromium at ${chromium}: install Debian's chromium (apt-get install chromium fonts-noto-cjk) or set CHROMIUM_PATH`);
  process.exit(1);
}

/** What runs again under the second reading: the walks, and the flows the readings touch. */
const SECOND_READING = {
  integration: ['tests/integration/list-links.test.ts', 'tests/integration/second-reading.test.ts'],
  e2e: ['tests/e2e/screens-walk.test.ts'],
};

let passed = 0;
let failed = 0;
let broken = false;
/** What failed, repeated at the end: CI keeps only the tail of what the run printed. */
const failures: string[] = [];
/** What passed only when tried again (vitest.config.ts: retry), named so it gets mended. */
const flaky: string[] = [];

type Report = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
};
const firstLine = (text = '') =>
  text
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? '';

function run(name: string, cmd: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${name}: ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function suite(project: string, files: readonly string[] = [], env: Record<string, string> = {}, label = project): void {
  const out = `${results}/${label}.json`;
  const ok = run(
    label,
    vitest,
    ['run', '--project', project, ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    env,
  );
  try {
    const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const file of report.testResults) {
      const name = file.name.slice(ROOT.length);
      for (const t of file.assertionResults) {
        const line = `${label} ${name} > ${t.fullName}: ${firstLine(t.failureMessages[0])}`;
        if (t.status === 'failed') failures.push(line);
        // A test that passed keeps the errors of the tries before (vitest's JSON report).
        else if (t.status === 'passed' && t.failureMessages.length) flaky.push(line);
      }
      if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'))
        failures.push(`${label} ${name}: ${firstLine(file.message)}`);
    }
    if (!ok && report.numFailedTests === 0) broken = true;
  } catch {
    broken = true;
  }
}

// The formatter and linter first: a tree that does not pass them is not tested further.
if (!run('lint', `${ROOT}node_modules/.bin/biome`, ['check', '.'])) {
  console.error('biome check failed: run `npm run format`');
  broken = true;
}
suite('unit');
if (!run('build', 'npm', ['run', 'build'])) {
  console.error('the production build failed');
  broken = true;
} else {
  suite('integration');
  suite('e2e');
  // The reference upstream's second reading of every open point (contract/readings.ts): the walks
  // of every screen and of every dialog a list links, and the flows the readings touch, again.
  const second = { UPSTREAM_READINGS: 'second' };
  suite('integration', SECOND_READING.integration, second, 'integration-second-reading');
  suite('e2e', SECOND_READING.e2e, second, 'e2e-second-reading');
}

if (flaky.length) console.log(`\npassed on a second try (flaky):\n${flaky.map((f) => `  ${f}`).join('\n')}`);
if (failures.length) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${passed} passed${flaky.length ? ` (${flaky.length} on a second try)` : ''}, ${failed} failed`);
process.exit(failed > 0 || broken ? 1 : 0);
