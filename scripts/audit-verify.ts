// npm run audit:verify -- FILE: checks the audit log's hash chain and names the first broken line.
import { readFileSync } from 'node:fs';
import { verifyChain } from '../lib/audit/chain.ts';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run audit:verify -- FILE');
  process.exit(2);
}
const result = verifyChain(readFileSync(file, 'utf8'));
if (result.ok) {
  console.log(`${file}: chain intact, ${result.lines} lines`);
} else {
  console.error(`${file}: chain broken at line ${result.line}: ${result.reason}`);
  process.exit(1);
}
