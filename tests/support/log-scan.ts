import { existsSync, readFileSync } from 'node:fs';
import { ruleOf } from '../../lib/audit/mask.ts';

// Scans what the console wrote (audit lines, stdout, stderr) for what must never be there:
// passwords and secrets given by the caller, upstream tokens (long hex runs), and unmasked mobile,
// ID or card numbers. An audit line's identifiers (request and batch ids, paths, codes: the fields
// lib/audit/mask.ts leaves whole by their meaning) are not personal data however they look, so the
// number patterns read the line as it stands once its identifier values are set aside.
const PATTERNS: Array<[string, RegExp]> = [
  ['token-like hex run', /(?<![0-9a-f])[0-9a-f]{40,}(?![0-9a-f])/i],
  ['unmasked ID number', /(?<![0-9*])[0-9]{17}[0-9Xx](?![0-9])/],
  ['unmasked mobile', /(?<![0-9*])1[3-9][0-9]{9}(?![0-9])/],
  ['unmasked card number', /(?<![0-9*])[0-9]{14,19}(?![0-9])/],
];

const UNTRUSTED = new Set(['path', 'query', 'refused']);

/** An audit line (it carries the chain's `prev`) with its identifier values blanked; any other line as it is. */
function withoutIdentifiers(line: string): string {
  if (!line.includes('"prev":')) return line;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return line;
  }
  // What a refused request brought as it came (its path, query, refused fields) is never an identifier.
  const refusal = (parsed as { kind?: string }).kind === 'refusal';
  const blank = (key: string, value: unknown, parentIsId = false): unknown => {
    if (UNTRUSTED.has(key) && (key !== 'path' || refusal)) return value;
    const isId = ['first', 'last'].includes(key) ? parentIsId : ruleOf(key) === 'id';
    if (value && typeof value === 'object' && !Array.isArray(value))
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blank(k, v, isId)]));
    if (Array.isArray(value)) return value.map((v) => blank(key, v, parentIsId));
    return isId && (typeof value === 'string' || typeof value === 'number') ? '' : value;
  };
  return JSON.stringify(blank('', parsed));
}

export function findLeaks(files: string[], secrets: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (!existsSync(file)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((raw, i) => {
      // The chain hash is a SHA-256 by design, not a secret.
      const line = raw.replace(/"prev":"[0-9a-f]{64}"/, '');
      for (const secret of secrets) if (secret && line.includes(secret)) found.push(`${file}:${i + 1}: contains a secret`);
      const personal = withoutIdentifiers(raw).replace(/"prev":"[0-9a-f]{64}"/, '');
      for (const [what, re] of PATTERNS) if (re.test(personal)) found.push(`${file}:${i + 1}: ${what}: ${line.slice(0, 200)}`);
    });
  }
  return found;
}
