// npm run demo: the console with the reference upstream and its demo data, on a fresh machine.
// Builds once if there is no production build, keeps data under .data/, and stops both servers
// on Ctrl+C.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { ROOT, STANDALONE, startConsole, startUpstream } from './servers.ts';
import { seedUntilNow } from './seed-now.ts';

const data = `${ROOT}.data`;
mkdirSync(data, { recursive: true });

if (!existsSync(STANDALONE) || process.argv.includes('--rebuild')) {
  console.log('building the console (first run) ...');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

// The demo makes its own session secret once and keeps it, so sign-ins survive a restart.
let secret = process.env.SESSION_SECRET;
if (!secret) {
  const file = `${data}/session-secret`;
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  secret = readFileSync(file, 'utf8').trim();
}

// A fresh demo database's data runs up to the minute the demo starts, so screens that open on
// today's window show rows, none of them later than now; a kept database keeps its time (remove
// .data/upstream to renew it).
const now = seedUntilNow();
const upstream = await startUpstream(
  {
    UPSTREAM_PORT: process.env.UPSTREAM_PORT ?? '4010',
    UPSTREAM_DATA_DIR: `${data}/upstream`,
    UPSTREAM_SEED_UNTIL: process.env.UPSTREAM_SEED_UNTIL ?? now,
  },
  { inherit: true, timeoutMs: 300_000 },
);
const consoleServer = await startConsole(
  {
    PORT: process.env.PORT ?? '3000',
    HOSTNAME: process.env.HOSTNAME_BIND ?? '127.0.0.1',
    UPSTREAM_URL: upstream.url,
    SESSION_SECRET: secret,
    AUDIT_LOG_FILE: process.env.AUDIT_LOG_FILE ?? `${data}/audit.log`,
    AUDIT_STDOUT: '0',
  },
  { inherit: true },
);

console.log(`
运营管理后台 (operator console) is running: ${consoleServer.url.replace('127.0.0.1', 'localhost')}/Login
reference upstream: ${upstream.url}    audit log: .data/audit.log

demo accounts (the captcha is shown on the login screen):
  admin     / Admin2026   PRODUCT administrator, product code all, every right
  operator  / Oper2026    PRODUCT operator, product code all, a limited set of rights
  agent     / Agent2026   ORG agent user, product code myx, BIZ_ rights and the agent-only pages
  provider  / Prov2026    ORG user of ORG0002, product code mcf (the console says 服务商 and 政策包)
Ctrl+C stops both servers.`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all([consoleServer.stop(), upstream.stop()]);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
for (const s of [upstream, consoleServer]) s.child.on('exit', () => void shutdown());
