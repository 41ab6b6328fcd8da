// An .xlsx read on the server (money imports: batch adjustments): the shared reader of
// lib/files/xlsx.ts, inflating with node:zlib under a size cap. The console's gate reads an imported
// 调账 file for its audit line with it (issue #52); the reference upstream has its own reader
// (upstream/kit/xlsx-read.ts).
import { inflateRawSync } from 'node:zlib';
import { MAX_PART, sheetRows, XlsxError, xlsxParts } from './xlsx.ts';

export { XlsxError };

/** The first worksheet's rows as cell texts (numbers as written, shared and inline strings resolved). */
export function readXlsxRows(file: Buffer): string[][] {
  const xml = new Map<string, string>();
  for (const part of xlsxParts(file)) {
    const data = part.method === 0 ? part.data : inflateRawSync(part.data, { maxOutputLength: MAX_PART });
    xml.set(part.name, Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8'));
  }
  return sheetRows(xml);
}
