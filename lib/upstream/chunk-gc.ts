import 'server-only';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// Streamed files allocate a fresh off-heap buffer per chunk (the socket read, the decipher's
// output) that dies as soon as it is written. V8 frees such buffers only in a GC, and with almost no
// JS allocated per chunk the young generation never fills: the only trigger left is 64 MB of
// external memory, which starts a full mark-compact. A 200 MB download then grew the console's RSS
// by 74-96 MB and ran a major GC every ~150 ms. A scavenge every few MB streamed frees the dead
// chunk buffers while they are young: peak growth 28 MB, and 218 instead of 160 MB/s (npm run bench,
// files). The same way jest's leak detector reaches gc() without a command-line flag.
// Each scavenge of the console's heap takes ~3-4 ms, so they are kept as rare as the memory allows:
// since downloads free what they can at once (lib/gate/batch.ts), about 2 MB die per MB streamed,
// and one every 16 MB keeps the growth at ~23 MB (every 32 MB: 55-60 MB, and major GCs again).
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as (options: { type: 'minor' | 'major' }) => void;

/** Bytes streamed between two scavenges, summed over every download of the process. */
export const SCAVENGE_EVERY_BYTES = 16 * 1024 * 1024;
let streamed = 0;

/** Counts bytes a stream has passed on; runs a young-generation GC every SCAVENGE_EVERY_BYTES. */
export function chunkStreamed(bytes: number): void {
  streamed += bytes;
  if (streamed < SCAVENGE_EVERY_BYTES) return;
  streamed = 0;
  collect({ type: 'minor' });
}
