// The upstream's reading of an .xlsx (money imports: batch adjustments): the shared reader of
// lib/files/xlsx.ts, inflating with node:zlib under a size cap.
import { inflateRawSync } from 'node:zlib';
import { MAX_PART, sheetRows, XlsxError, xlsxParts } from '../lib/files/xlsx.ts';

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
