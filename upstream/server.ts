// The reference upstream: `node upstream/server.ts` (Node 24, native type stripping). Implements the
// wire contract of shared/protocol/README.md over node:sqlite with deterministic demo data.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from './config.ts';
import { openDb } from './db.ts';
import { FaultBox } from './faults.ts';
import { loadOrCreateKeys } from './keys.ts';
import { createDispatcher } from './router.ts';
import { bankRoutes } from './routes/banks.ts';
import { cascaderRoutes } from './routes/cascaders.ts';
import { elementCheckRoutes } from './routes/element-check.ts';
import { exportRoutes } from './routes/exports.ts';
import { fileRoutes } from './routes/files.ts';
import { fileInfoRoutes } from './file-host.ts';
import { listExportRoutes } from './routes/list-exports.ts';
import { orgRoutes } from './routes/orgs.ts';
import { riskRoutes } from './routes/risk.ts';
import { sessionRoutes } from './routes/session.ts';
import { systemRoutes } from './routes/system.ts';
import { templateRoutes } from './routes/templates.ts';
import { resourceRoutes } from './kit/resource.ts';
import { resources } from './resources/index.ts';
import { SCHEMA, SCHEMA_VERSION } from './schema.ts';
import { SEED_BASE_TIME, seed } from './seed.ts';

const cfg = loadConfig();
const { db, isNew } = openDb(cfg.dataDir, { sql: SCHEMA, version: SCHEMA_VERSION });
const keys = loadOrCreateKeys(cfg.dataDir);
if (isNew) {
  const t0 = performance.now();
  seed(db, cfg.dataDir, cfg.seedUntil ?? SEED_BASE_TIME, (line) => process.stderr.write(`upstream ${line}\n`));
  process.stderr.write(`upstream seeded demo data in ${(performance.now() - t0).toFixed(0)} ms\n`);
}

const box = cfg.faults ? new FaultBox() : null;
const routes = [
  ...sessionRoutes,
  ...exportRoutes,
  ...listExportRoutes,
  ...fileRoutes,
  ...fileInfoRoutes,
  ...orgRoutes,
  ...bankRoutes,
  ...cascaderRoutes,
  ...systemRoutes,
  ...templateRoutes,
  ...riskRoutes,
  ...elementCheckRoutes,
  ...resourceRoutes(resources),
];
const dispatch = createDispatcher({ cfg, db, keys }, routes, box);

const server = http.createServer((req, res) => {
  dispatch(req, res).catch((err) => {
    console.error('unhandled dispatch error', err);
    if (!res.headersSent) res.writeHead(500).end();
    else res.destroy();
  });
});
// Garbage on the socket (not HTTP) answers 400 instead of an unhandled error.
server.on('clientError', (_err, socket) => {
  if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  else socket.destroy();
});

server.listen(cfg.port, cfg.host, () => {
  const { port } = server.address() as AddressInfo;
  const host = cfg.host.includes(':') ? `[${cfg.host}]` : cfg.host;
  // Exactly one line on stdout: tests and scripts parse the port from it.
  process.stdout.write(`upstream listening on http://${host}:${port}\n`);
});

let closing = false;
function shutdown(): void {
  if (closing) return;
  closing = true;
  server.close(() => {
    db.close();
    process.exit(0);
  });
  server.closeIdleConnections();
  for (const res of box?.hanging ?? []) res.destroy();
  // Give running downloads a moment, then cut whatever is left.
  setTimeout(() => server.closeAllConnections(), 2000).unref();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
