// Makes .next/standalone a self-contained server: Next leaves static assets and public/ out of it.
import { cpSync, existsSync } from 'node:fs';

const out = '.next/standalone';
if (!existsSync(out)) throw new Error('no standalone output: is output "standalone" set in next.config.mjs?');
cpSync('.next/static', `${out}/.next/static`, { recursive: true });
if (existsSync('public')) cpSync('public', `${out}/public`, { recursive: true });
