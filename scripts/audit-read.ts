// npm run audit -- [--file F] [--who LOGIN] [--since T] [--until T] [--kind write] [--target ID] [--call NAME]
// Prints the audit lines that match as a table (time in CONSOLE_TZ, who, screen, kind, action in
// Chinese, target, change, outcome) and verifies the hash chain over the file it read (the same
// check as npm run audit:verify), saying where a break is. Exit 1 on a broken chain.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { verifyChain } from '../lib/audit/chain.ts';
import { matches, parseLines, type Query, table } from '../lib/audit/read.ts';

const USAGE =
  'usage: npm run audit -- [--file F] [--who LOGIN] [--since T] [--until T] [--kind read|write|auth|refusal] [--target ID] [--call NAME]';

let values: Record<string, string | undefined>;
try {
  values = parseArgs({
    options: Object.fromEntries(['file', 'who', 'since', 'until', 'kind', 'target', 'call'].map((k) => [k, { type: 'string' as const }])),
  }).values as Record<string, string | undefined>;
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

/** A time as given: ISO 8601 (2026-11-27T09:00:00Z, 2026-11-27T17:00+08:00) or a bare day (midnight UTC). */
function time(name: string): Date | undefined {
  const v = values[name];
  if (v === undefined) return undefined;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) {
    console.error(`--${name}: not a time: ${v}\n${USAGE}`);
    process.exit(2);
  }
  return d;
}

const file = values.file ?? process.env.AUDIT_LOG_FILE ?? '.data/audit.log';
const query: Query = {
  who: values.who,
  since: time('since'),
  until: time('until'),
  kind: values.kind,
  target: values.target,
  call: values.call,
};

let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exit(2);
}

const found = parseLines(text).filter(({ line }) => matches(line, query));
console.log(
  table(
    found.map((f) => f.line),
    process.env.CONSOLE_TZ || 'Asia/Shanghai',
  ),
);
console.log(`${found.length} line(s) matched`);
const chain = verifyChain(text);
if (chain.ok) {
  console.log(`${file}: chain intact, ${chain.lines} lines`);
} else {
  console.error(`${file}: chain broken at line ${chain.line}: ${chain.reason}`);
  process.exit(1);
}
