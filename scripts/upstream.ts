// `npm run upstream`: the reference upstream as the demo starts it. A fresh database's data runs up
// to the minute it starts (as in `npm run demo`), so screens that open on today's window show rows.
// Started directly (`node upstream/server.ts`, as the tests do), it keeps its fixed default end.
import { seedUntilNow } from './seed-now.ts';

process.env.UPSTREAM_SEED_UNTIL ||= seedUntilNow();
await import('../upstream/server.ts');
