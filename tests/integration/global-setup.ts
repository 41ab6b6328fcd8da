import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { TestProject } from 'vitest/node';
import { ROOT, STANDALONE, startConsole } from '../../scripts/servers.ts';
import { startUpstream } from '../support/upstream-process.ts';

// The integration suite talks HTTP to real servers: the reference upstream over a fresh SQLite
// database, and the production build of the console (built here when missing).
export const SESSION_SECRET = 'integration-secret-0123456789abcdef-0123456789';
export const UPSTREAM_TIMEOUT_MS = 3000;

declare module 'vitest' {
  export interface ProvidedContext {
    consoleUrl: string;
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
  const consoleServer = await startConsole({
    UPSTREAM_URL: upstream.url, SESSION_SECRET, AUDIT_LOG_FILE: auditFile, AUDIT_STDOUT: '0',
    UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS), MAX_JSON_BYTES: String(64 * 1024),
  });
  project.provide('consoleUrl', consoleServer.url);
  project.provide('upstreamUrl', upstream.url);
  project.provide('auditFile', auditFile);
  project.provide('sessionSecret', SESSION_SECRET);
  return async () => {
    await consoleServer.stop();
    await upstream.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
