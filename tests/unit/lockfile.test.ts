// Issue 38: `npm ci && npm run build` on a fresh machine. `npm ci` refuses a lock file that lacks an
// entry for any dependency, optional ones included (Tailwind's oxide and Biome name one package per
// platform): every package the lock lists must find each of its dependencies there, the way Node
// resolves them (its own node_modules, then each folder up).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Entry = {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { lockfileVersion: number; packages: Record<string, Entry> };
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as Entry;

/** Where Node finds `name` from the package at `at` (a lock key), or null. */
function resolve(at: string, name: string): string | null {
  let dir = at;
  for (;;) {
    const key = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (lock.packages[key]) return key;
    if (!dir) return null;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut < 0 ? '' : dir.slice(0, cut);
  }
}

describe('package-lock.json is complete for npm ci', () => {
  it('is a v3 lock whose root lists exactly package.json dependencies', () => {
    expect(lock.lockfileVersion).toBe(3);
    const root = lock.packages[''];
    expect(root.dependencies).toEqual(pkg.dependencies);
    expect(root.devDependencies).toEqual(pkg.devDependencies);
  });

  it('has an entry for every dependency and optional dependency of every locked package', () => {
    const missing: string[] = [];
    for (const [at, entry] of Object.entries(lock.packages)) {
      const wanted = { ...entry.dependencies, ...entry.optionalDependencies, ...(at === '' ? entry.devDependencies : {}) };
      for (const name of Object.keys(wanted)) if (!resolve(at, name)) missing.push(`${at || '(root)'} → ${name}`);
    }
    expect(missing).toEqual([]);
  });
});
