// Writes docs/upstream-contract.md from contract/ (the deployer's report of what to confirm).
import { writeFileSync } from 'node:fs';
import { report } from '../contract/report.ts';

const target = new URL('../docs/upstream-contract.md', import.meta.url);
writeFileSync(target, report());
console.log(`wrote ${target.pathname}`);
