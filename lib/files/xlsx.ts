// A minimal reader of .xlsx cell text (the first worksheet), shared by the console's gate (money
// imports: batch adjustments) and the browser (the batch adjustment's last look before it is sent,
// issue #53). sheetjs is used write-only (its read path has known CVEs): this reads only the ZIP
// central directory and the two parts it needs, and takes cell values with plain patterns; anything
// else is refused. Inflating is the caller's (node:zlib on the server, DecompressionStream in the
// browser), so this file imports nothing and loads under Node's type stripping.

export const MAX_PART = 8 * 1024 * 1024;
const MAX_ROWS = 2000;

export class XlsxError extends Error {}

/** A part of the workbook as stored: its name, compression method (0 stored, 8 deflate) and bytes. */
export interface XlsxPart {
  name: string;
  method: number;
  data: Uint8Array;
}

const WANTED = (name: string) => name === 'xl/sharedStrings.xml' || /^xl\/worksheets\/sheet\d+\.xml$/.test(name);

/** The shared strings and worksheet parts, from the ZIP central directory. */
export function xlsxParts(bytes: Uint8Array): XlsxPart[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => view.getUint32(at, true);
  const u16 = (at: number) => view.getUint16(at, true);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (u32(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new XlsxError('not a zip');
  const count = u16(eocd + 10);
  let p = u32(eocd + 16);
  const out: XlsxPart[] = [];
  const utf8 = new TextDecoder();
  for (let n = 0; n < count && n < 500; n++) {
    if (p + 46 > bytes.length || u32(p) !== 0x02014b50) throw new XlsxError('bad central directory');
    const method = u16(p + 10);
    const size = u32(p + 20);
    const nameLen = u16(p + 28);
    const local = u32(p + 42);
    const name = utf8.decode(bytes.subarray(p + 46, p + 46 + nameLen));
    p += 46 + nameLen + u16(p + 30) + u16(p + 32);
    if (!WANTED(name)) continue;
    if (local + 30 > bytes.length || u32(local) !== 0x04034b50) throw new XlsxError('bad local header');
    if (method !== 0 && method !== 8) throw new XlsxError('unsupported compression');
    const start = local + 30 + u16(local + 26) + u16(local + 28);
    out.push({ name, method, data: bytes.subarray(start, start + size) });
  }
  return out;
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&amp;/g, '&');
}

const textOf = (xml: string) => [...xml.matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>/g)].map((m) => unescapeXml(m[1])).join('');

function columnIndex(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? 'A';
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** The first worksheet's rows as cell texts, from the inflated parts' XML by name. */
export function sheetRows(xml: ReadonlyMap<string, string>): string[][] {
  const sheetName = [...xml.keys()].filter((k) => k.startsWith('xl/worksheets/')).sort()[0];
  if (!sheetName) throw new XlsxError('no worksheet');
  const shared = [...(xml.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1]));
  const rows: string[][] = [];
  for (const row of xml.get(sheetName)!.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
    if (rows.length >= MAX_ROWS) throw new XlsxError('too many rows');
    const cells: string[] = [];
    for (const c of row[1].matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1];
      const body = c[2] ?? '';
      const ref = /\br="([A-Z]+\d+)"/.exec(attrs)?.[1];
      const type = /\bt="(\w+)"/.exec(attrs)?.[1];
      const v = /<v>([^<]*)<\/v>/.exec(body)?.[1];
      let text = '';
      if (type === 's') text = shared[Number(v)] ?? '';
      else if (type === 'inlineStr') text = textOf(body);
      else if (v !== undefined) text = unescapeXml(v);
      const at = ref ? columnIndex(ref) : cells.length;
      while (cells.length < at) cells.push('');
      cells[at] = text.trim();
    }
    rows.push(cells);
  }
  return rows;
}
