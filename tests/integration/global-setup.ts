import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { TestProject } from 'vitest/node';
import { ROOT, STANDALONE, startConsole } from '../../scripts/servers.ts';
import { findLeaks } from '../support/log-scan.ts';
import { startUpstream } from '../support/upstream-process.ts';

// The integration suite talks HTTP to real servers: the reference upstream over a fresh SQLite
// database, and the production build of the console (built here when missing).
export const SESSION_SECRET = 'integration-secret-0123456789abcdef-0123456789';
export const UPSTREAM_TIMEOUT_MS = 3000;
export const PASSWORDS = ['Admin2026', 'Oper2026', 'Agent2026', 'Prov2026'];

declare module 'vitest' {
  export interface ProvidedContext {
    consoleUrl: string;
    /** Everything the console process printed (stdout and stderr). */
    consoleLog: string;
    upstreamUrl: string;
    auditFile: string;
    sessionSecret: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(STANDALONE)) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const dir = mkdtempSync(`${tmpdir()}/console-it-`);
  const auditFile = `${dir}/audit.log`;
  const upstream = await startUpstream({ dataDir: `${dir}/upstream` });
  const consoleServer = await startConsole(
    {
      UPSTREAM_URL: upstream.url,
      SESSION_SECRET,
      AUDIT_LOG_FILE: auditFile,
      AUDIT_STDOUT: '0',
      UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
      MAX_JSON_BYTES: String(64 * 1024),
    },
    { logFile: `${dir}/console.log` },
  );
  project.provide('consoleUrl', consoleServer.url);
  project.provide('upstreamUrl', upstream.url);
  project.provide('auditFile', auditFile);
  project.provide('consoleLog', `${dir}/console.log`);
  project.provide('sessionSecret', SESSION_SECRET);
  return async () => {
    await consoleServer.stop();
    await upstream.stop();
    // Last guard over everything the run wrote: a leak fails the run even if no test looked.
    const leaks = findLeaks([auditFile, `${dir}/console.log`], [SESSION_SECRET, ...PASSWORDS]);
    rmSync(dir, { recursive: true, force: true });
    if (leaks.length) throw new Error(`the console's logs leak:\n${leaks.slice(0, 20).join('\n')}`);
  };
}
