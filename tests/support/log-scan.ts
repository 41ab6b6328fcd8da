import { existsSync, readFileSync } from 'node:fs';

// Scans what the console wrote (audit lines, stdout, stderr) for what must never be there:
// passwords and secrets given by the caller, upstream tokens (long hex runs), and unmasked mobile,
// ID or card numbers.
const PATTERNS: Array<[string, RegExp]> = [
  ['token-like hex run', /(?<![0-9a-f])[0-9a-f]{40,}(?![0-9a-f])/i],
  ['unmasked ID number', /(?<![0-9*])[0-9]{17}[0-9Xx](?![0-9])/],
  ['unmasked mobile', /(?<![0-9*])1[3-9][0-9]{9}(?![0-9])/],
  ['unmasked card number', /(?<![0-9*])[0-9]{14,19}(?![0-9])/],
];

export function findLeaks(files: string[], secrets: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (!existsSync(file)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((raw, i) => {
      // The chain hash is a SHA-256 by design, not a secret.
      const line = raw.replace(/"prev":"[0-9a-f]{64}"/, '');
      for (const secret of secrets) if (secret && line.includes(secret)) found.push(`${file}:${i + 1}: contains a secret`);
      for (const [what, re] of PATTERNS) if (re.test(line)) found.push(`${file}:${i + 1}: ${what}: ${line.slice(0, 200)}`);
    });
  }
  return found;
}
