import { config } from './lib/config';
import { stampPeerAddress } from './lib/session/client-address';
import { store } from './lib/store';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { markMalformed } from './lib/ops/escapes';
import { installGracefulStop, trackRequest } from './lib/ops/shutdown';
import { serveMetrics } from './lib/ops/metrics';

// A production server with a missing or weak SESSION_SECRET (or any invalid setting) refuses to
// start instead of failing on first use. Next only logs an error thrown by the hook and goes on
// serving, so the process exits itself.
try {
  config();
} catch (error) {
  console.error(`console refuses to start: ${(error as Error).message}`);
  process.exit(1);
}

stampPeerAddress();
// With Redis, the first requests are checked against every revocation already recorded.
await store().ready();

// Every request, before Next parses its address: counted until answered (the graceful stop waits
// for it, lib/ops/shutdown.ts); one with a percent-escape that does not decode is marked, and
// answered 400 by the console (lib/ops/escapes.ts).
subscribe('http.server.request.start', (message) => {
  const m = message as { request: IncomingMessage; response: ServerResponse; server: Server };
  if (m.server === metricsServer) return;
  trackRequest(m);
  markMalformed(m.request, m.response as never);
});
installGracefulStop();
// Prometheus metrics on their own port when METRICS_PORT is set (lib/ops/metrics.ts); its scrapes
// are neither the console's requests nor waited for on stop.
const metricsServer = serveMetrics();
