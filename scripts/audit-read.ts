// npm run audit -- [--file F] [--who LOGIN] [--since T] [--until T] [--kind write] [--target ID] [--call NAME] [--wide | --json]
// Prints the audit lines that match as a narrow table (who, time in CONSOLE_TZ, kind, action in
// Chinese, target, outcome; --wide adds screen and change and prints every cell whole; --json the
// lines themselves) and verifies the hash chain over the file it read (the same check as
// npm run audit:verify), saying where a break is. Exit 1 on a broken chain.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { verifyChain } from '../lib/audit/chain.ts';
import { matches, parseLines, type Query, table, WIDE } from '../lib/audit/read.ts';

const USAGE =
  'usage: npm run audit -- [--file F] [--who LOGIN] [--since T] [--until T] [--kind read|write|auth|refusal] [--target ID] [--call NAME] [--wide | --json]';

let values: Record<string, string | undefined>;
let flags: { wide?: boolean; json?: boolean };
try {
  const parsed = parseArgs({
    options: {
      ...Object.fromEntries(['file', 'who', 'since', 'until', 'kind', 'target', 'call'].map((k) => [k, { type: 'string' as const }])),
      wide: { type: 'boolean' },
      json: { type: 'boolean' },
    },
  }).values;
  const { wide, json, ...rest } = parsed;
  values = rest as Record<string, string | undefined>;
  flags = { wide, json };
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
if (flags.json) {
  // The lines as written (JSON Lines), for jq and the like; the count and the chain go to stderr.
  for (const f of found) console.log(JSON.stringify(f.line));
  console.error(`${found.length} line(s) matched`);
} else {
  const zone = process.env.CONSOLE_TZ || 'Asia/Shanghai';
  console.log(
    table(
      found.map((f) => f.line),
      zone,
      flags.wide ? WIDE : undefined,
      query.target,
    ),
  );
  console.log(`${found.length} line(s) matched`);
}
const chain = verifyChain(text);
if (chain.ok) {
  (flags.json ? console.error : console.log)(`${file}: chain intact, ${chain.lines} lines`);
} else {
  console.error(`${file}: chain broken at line ${chain.line}: ${chain.reason}`);
  process.exit(1);
}
