// The deployer's report (docs/upstream-contract.md), drawn from the contract alone:
// `node scripts/contract-report.ts` writes it; a unit test fails when the file is stale.
import type { Entry, Field, Reply } from './define.ts';
import { CHOICES } from './choices.ts';
import { ASSUMED_FILTER_KEYS } from './filter-keys.ts';
import { contractEntries } from './index.ts';
import { FIELD_READINGS, ROWS, SHAPE_READINGS } from './readings.ts';
import { IDEMPOTENCY } from './protocol.ts';
import { ASSUMED_SCREENS, OTHER_READINGS, SPEC_RIGHTS, SPEC_SCREENS } from './rights.ts';

const cell = (s: string) => s.replaceAll('|', '\\|').replaceAll('\n', ' ');

function requestText(e: Entry): string {
  const headers = e.headers
    ? `headers ${Object.entries(e.headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')}; `
    : '';
  if (!e.request) return `${headers}not given`;
  const names = Object.entries(e.request).map(([k, f]: [string, Field]) => `${k}${f.required ? '' : '?'}${f.note ? ` (${f.note})` : ''}`);
  const text = names.length ? names.join(', ') : '{}';
  return `${headers}${e.openRequest ? `${text}, others` : text}`;
}

function replyText(r: Reply | undefined): string {
  if (!r) return 'not given';
  const where = r.alsoAt ? ` (also ${r.alsoAt})` : '';
  const raw = r.raw ? `; unmasked personal data, masked by the console unless RealInfo (02 §6): ${Object.keys(r.raw).join(', ')}` : '';
  return `${r.fields ? `${r.shape}${where}: ${r.fields.join(', ')}` : `${r.shape}${where}`}${raw}`;
}

export function report(): string {
  const all = contractEntries;
  const assumed = all.filter((e) => e.assumed && !e.pending);
  const pending = all.filter((e) => e.pending);
  const given = all.filter((e) => !e.assumed);
  const bodies = all.filter((e) => e.assumedFields);
  const byReason = new Map<string, string[]>();
  for (const e of assumed) byReason.set(e.assumed!, [...(byReason.get(e.assumed!) ?? []), e.key]);
  const out: string[] = [
    '# The upstream contract: what a deployer must confirm',
    '',
    'Generated from `contract/` by `node scripts/contract-report.ts`; do not edit by hand (a unit test',
    'fails when this file is stale). The contract is transcribed from `../shared/spec/` and',
    '`../shared/protocol/README.md`; the console declares every call against it and the reference',
    'upstream validates every request against it.',
    '',
    '## Counts',
    '',
    `- calls: ${all.length}`,
    `- paths as the spec writes them: ${given.length}`,
    `- paths assumed (the spec names the call or the screen, not the path): ${assumed.length}`,
    `- fields assumed (the spec writes the path, not its body, keys or their meaning): ${bodies.length}`,
    `- choices where the spec is open (argued below): ${CHOICES.length}`,
    `- filter keys assumed (beyond the common search form and the filter names the spec writes): ${ASSUMED_FILTER_KEYS.reduce((n, g) => n + g.keys.length, 0)}`,
    `- answers read in either of two shapes or field names: ${SHAPE_READINGS.length + FIELD_READINGS.length}`,
    `- console calls still to move to the spec's (pending): ${pending.length}`,
    `- readings of calls to confirm (fields, units, pairings): ${all.reduce((n, e) => n + (e.assumes?.length ?? 0), 0)}`,
    `- right ids the specs name: ${Object.keys(SPEC_RIGHTS).length} action and tab rights, ${Object.keys(OTHER_READINGS).length} second readings, ${SPEC_SCREENS.length} screen names`,
    `- right ids assumed: ${Object.keys(ASSUMED_SCREENS).length} screen names the spec describes without writing`,
    '',
    '## Assumptions to confirm against the real upstream',
    '',
    'Each group: the reason, then the calls it covers.',
    '',
  ];
  for (const [reason, keys] of byReason) out.push(`- **${cell(reason)}**: ${keys.map((k) => `\`${k}\``).join(', ')}`);
  out.push(
    '',
    '## Open points read both ways',
    '',
    'Where the spec allows two readings of an answer, the console reads either (one reader, at the gate) and the',
    'reference upstream answers the second under `UPSTREAM_READINGS=second`. Confirm which one the real upstream gives.',
    '',
    `- **${ROWS.id}** (${cell(ROWS.spec)}): every call whose reply is a list or a page may answer it bare or paged.`,
  );
  for (const r of FIELD_READINGS) {
    const names = Object.entries(r.names)
      .map(([a, b]) => `\`${a}\` or \`${b}\``)
      .join(', ');
    out.push(`- **${r.id}** (${cell(r.spec)}): ${names} in ${r.calls.map((k) => `\`${k}\``).join(', ')}`);
  }
  out.push('', '### Readings of the calls to confirm', '', 'What the contract reads into a call where the spec leaves it open.', '');
  for (const e of all) for (const a of e.assumes ?? []) out.push(`- \`${e.key}\`: ${cell(a)}`);
  out.push(
    '',
    '### Headers the console adds',
    '',
    `- \`${IDEMPOTENCY.header}\`: ${cell(IDEMPOTENCY.why)}; on ${IDEMPOTENCY.calls.map((k) => `\`${k}\``).join(', ')}`,
  );
  out.push('', '### Fields assumed on paths the spec writes', '');
  for (const e of bodies) out.push(`- \`${e.key}\`: ${cell(e.assumedFields!)}`);
  out.push('', '### Choices where the spec is open', '', "Each: the review row, the spec's words, what the console does and why.", '');
  for (const c of CHOICES)
    out.push(`- **${c.id}**: ${cell(c.spec)}. The console: ${cell(c.choice)}. ${c.why ? `Why: ${cell(c.why)}` : ''}`);
  out.push('', '### Filter keys assumed', '');
  for (const g of ASSUMED_FILTER_KEYS) out.push(`- **${cell(g.reason)}**: ${g.keys.map((k) => `\`${k}\``).join(', ')}`);
  out.push('', '### Answers read in either of two shapes or names', '');
  for (const r of SHAPE_READINGS)
    out.push(
      `- **${r.id}** (${r.calls.map((k) => `\`${k}\``).join(', ')}): \`${cell(r.first)}\` or \`${cell(r.second)}\`; ${cell(r.spec)}`,
    );
  for (const r of FIELD_READINGS)
    out.push(
      `- **${r.id}** (${r.calls.map((k) => `\`${k}\``).join(', ')}): ${Object.entries(r.names)
        .map(([a, b]) => `\`${a}\` or \`${b}\``)
        .join(', ')}; ${cell(r.spec)}`,
    );
  out.push('', '### Screen names (rights) assumed', '');
  const screenReasons = new Map<string, string[]>();
  for (const [name, why] of Object.entries(ASSUMED_SCREENS)) screenReasons.set(why, [...(screenReasons.get(why) ?? []), name]);
  for (const [why, names] of screenReasons) out.push(`- **${cell(why)}**: ${names.map((n) => `\`${n}\``).join(', ')}`);
  out.push('', '## Pending: console calls the spec gives another way', '');
  for (const e of pending) out.push(`- \`${e.key}\`: ${cell(e.pending!)}`);
  out.push('', '## Rights the specs name', '', '| right | where | also read as |', '|---|---|---|');
  for (const [id, where] of Object.entries(SPEC_RIGHTS)) {
    const others = Object.entries(OTHER_READINGS)
      .filter(([, to]) => to === id)
      .map(([from]) => `\`${from}\``)
      .join(', ');
    out.push(`| \`${id}\` | ${cell(where)} | ${others} |`);
  }
  out.push('', '## Every call', '', '| call | kind | spec | request | reply |', '|---|---|---|---|---|');
  for (const e of all) {
    const flags = [
      e.public ? 'public' : '',
      e.assumed ? 'assumed' : '',
      e.assumedFields ? 'fields assumed' : '',
      e.pending ? 'pending' : '',
    ]
      .filter(Boolean)
      .join(', ');
    out.push(
      `| \`${e.key}\`${flags ? ` (${flags})` : ''} | ${e.kind} | ${cell(e.spec)} | ${cell(requestText(e))}${e.forbids ? `; never ${e.forbids.join(', ')}` : ''} | ${cell(replyText(e.reply))} |`,
    );
  }
  return `${out.join('\n')}\n`;
}
