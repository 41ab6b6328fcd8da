// Writes docs/upstream-contract.md (the deployer's report of what to confirm) and
// docs/upstream.openapi.json (the same contract as OpenAPI 3.1) from contract/.
import { writeFileSync } from 'node:fs';
import { openapiText } from '../contract/openapi.ts';
import { report } from '../contract/report.ts';

for (const [name, text] of [
  ['upstream-contract.md', report()],
  ['upstream.openapi.json', openapiText()],
] as const) {
  const target = new URL(`../docs/${name}`, import.meta.url);
  writeFileSync(target, text);
  console.log(`wrote ${target.pathname}`);
}
