// The browser's reading of an .xlsx the operator chose (the shared reader of lib/files/xlsx.ts),
// inflating with DecompressionStream under the same size cap.
import { MAX_PART, sheetRows, XlsxError, xlsxParts } from '@/lib/files/xlsx';

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > MAX_PART) throw new XlsxError('part too large');
    chunks.push(chunk);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** The first worksheet's rows of a chosen file as cell texts; throws on anything but a plain .xlsx. */
export async function readXlsxFile(file: Blob): Promise<string[][]> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const xml = new Map<string, string>();
  const utf8 = new TextDecoder();
  for (const part of xlsxParts(bytes)) xml.set(part.name, utf8.decode(part.method === 0 ? part.data : await inflate(part.data)));
  return sheetRows(xml);
}
