import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { expect, it } from 'vitest';
import { ROOT, spawnServer } from '../../scripts/servers.ts';

// Issue #39, 9: `npm run upstream` on its own seeded data ending on 2026-11-20, unlike `npm run
// demo`. It seeds up to now as the demo does; `node upstream/server.ts` (what the tests start)
// keeps the fixed end the other tests rely on.
it('npm run upstream seeds a fresh database up to now', { timeout: 180_000 }, async () => {
  const pkg = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { scripts: Record<string, string> };
  const args = pkg.scripts.upstream.replace(/^node /, '').split(' ');
  const dir = mkdtempSync(`${tmpdir()}/upstream-script-`);
  const server = await spawnServer({
    name: 'upstream',
    args,
    env: { UPSTREAM_PORT: '0', UPSTREAM_HOST: '127.0.0.1', UPSTREAM_DATA_DIR: dir },
    isolatePrefix: 'UPSTREAM_',
    ready: /upstream listening on (http:\/\/\S+)/,
    fallbackUrl: '',
    timeoutMs: 170_000,
  });
  try {
    const db = new DatabaseSync(`${dir}/upstream.sqlite`, { readOnly: true });
    const { last } = db.prepare('SELECT MAX(crt_time) AS last FROM pos_order').get() as { last: string };
    db.close();
    // China time, as the seed writes it: the latest order is from the last day, none in the future.
    const china = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(last > china(Date.now() - 86_400_000)).toBe(true);
    expect(last <= china(Date.now())).toBe(true);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
