import { config } from './lib/config';
import { stampPeerAddress } from './lib/session/client-address';
import { store } from './lib/store';

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
