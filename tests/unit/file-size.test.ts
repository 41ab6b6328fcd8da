// Issue 41: files stay small enough to read in one sitting. Every git-tracked .ts/.tsx file is at
// most 400 lines; a longer file is split by what it does (one resource family, one subject, one tab
// per file). The only exceptions are data tables, each with its reason.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 400;

/** Data files that may stay longer: path → why. */
const EXEMPT: Record<string, string> = {
  'upstream/seed-dicts.ts': 'data table: the dictionary entries the reference upstream seeds',
  'upstream/seed-geo.ts': 'data table: the region tree (provinces, cities, districts) the reference upstream seeds',
};

function lineCount(path: string): number {
  const text = readFileSync(path, 'utf8');
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

const tracked = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx'], { encoding: 'utf8' }).split('\0').filter(Boolean);

describe('source files stay under the house limit', () => {
  it(`every tracked .ts/.tsx file is at most ${MAX_LINES} lines, data tables excepted`, () => {
    expect(tracked.length).toBeGreaterThan(100);
    const over = tracked
      .filter((path) => !(path in EXEMPT))
      .map((path) => ({ path, lines: lineCount(path) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ path, lines }) => `${path}: ${lines} lines`);
    expect(over).toEqual([]);
  });

  it('every exemption is still a tracked file over the limit', () => {
    for (const path of Object.keys(EXEMPT)) {
      expect(tracked, path).toContain(path);
      expect(lineCount(path), path).toBeGreaterThan(MAX_LINES);
    }
  });
});
