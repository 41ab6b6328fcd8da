import fs from 'node:fs';
import { openDb } from './upstream/db.ts';
import { SCHEMA, SCHEMA_VERSION } from './upstream/schema.ts';
import { resources } from './upstream/resources/index.ts';
import * as po from './upstream/resources/orders/pos-orders.ts';
fs.rmSync('/tmp/up-prof', { recursive: true, force: true });
const { db } = openDb('/tmp/up-prof', { sql: SCHEMA, version: SCHEMA_VERSION });
for (const r of resources)
  if (r.seed) {
    const s = r.seed;
    (r as any).seed = (c: any) => {
      const t = performance.now();
      s(c);
      console.log(r.name, (performance.now() - t).toFixed(0));
    };
  }
const { seed } = await import('./upstream/seed.ts');
const t = performance.now();
seed(db, '/tmp/up-prof');
console.log('total', (performance.now() - t).toFixed(0));
