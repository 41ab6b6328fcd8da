// The reference upstream's own .xlsx reader (an export's or an import's file format is the wire, not
// console code): an .xlsx is a ZIP of XML parts, so this reads the ZIP's central directory, inflates
// the two parts it needs (shared strings and the first worksheet) with node:zlib under a size cap,
// and takes the cells' text. sheetjs is not used to read (its read path has known CVEs). Anything
// else (encrypted, zip64, other compressions) is refused with a message.
import { inflateRawSync } from 'node:zlib';

const MAX_PART = 32 * 1024 * 1024;

export class XlsxError extends Error {}

type Entry = { method: number; size: number; offset: number };

function entries(buf: Buffer): Map<string, Entry> {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65_557); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new XlsxError('不是有效的 xlsx 文件');
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const out = new Map<string, Entry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) throw new XlsxError('不是有效的 xlsx 文件');
    const flags = buf.readUInt16LE(at + 8);
    const nameLen = buf.readUInt16LE(at + 28);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLen);
    if (flags & 1) throw new XlsxError('不支持加密的 xlsx 文件');
    out.set(name, { method: buf.readUInt16LE(at + 10), size: buf.readUInt32LE(at + 20), offset: buf.readUInt32LE(at + 42) });
    at += 46 + nameLen + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return out;
}

function part(buf: Buffer, map: Map<string, Entry>, name: string): string | null {
  const e = map.get(name);
  if (!e) return null;
  if (e.offset + 30 > buf.length || buf.readUInt32LE(e.offset) !== 0x04034b50) throw new XlsxError('不是有效的 xlsx 文件');
  const start = e.offset + 30 + buf.readUInt16LE(e.offset + 26) + buf.readUInt16LE(e.offset + 28);
  const data = buf.subarray(start, start + e.size);
  if (e.method === 0) return data.toString('utf8');
  if (e.method !== 8) throw new XlsxError('不支持的 xlsx 压缩方式');
  try {
    return inflateRawSync(data, { maxOutputLength: MAX_PART }).toString('utf8');
  } catch {
    throw new XlsxError('xlsx 文件过大或已损坏');
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeXml = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : (ENTITIES[e] ?? m),
  );
const textOf = (xml: string) => decodeXml([...xml.matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>/g)].map((m) => m[1]).join(''));

function columnIndex(ref: string): number {
  let n = 0;
  for (const ch of /^[A-Z]+/.exec(ref)?.[0] ?? 'A') n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** The first worksheet's rows as cell texts (trimmed; numbers as written, shared and inline strings resolved). */
export function readXlsxRows(buf: Buffer): string[][] {
  const map = entries(buf);
  const sheetName = [...map.keys()].filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n)).sort()[0];
  if (!sheetName) throw new XlsxError('xlsx 文件中没有工作表');
  const shared = [...(part(buf, map, 'xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1]));
  const rows: string[][] = [];
  for (const row of (part(buf, map, sheetName) ?? '').matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
    const cells: string[] = [];
    for (const c of row[1].matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const [, attrs, inner = ''] = c;
      const ref = /\br="([A-Z]+\d+)"/.exec(attrs)?.[1];
      const type = /\bt="(\w+)"/.exec(attrs)?.[1];
      const v = /<v>([^<]*)<\/v>/.exec(inner)?.[1];
      const text = type === 's' ? (shared[Number(v)] ?? '') : type === 'inlineStr' ? textOf(inner) : v !== undefined ? decodeXml(v) : '';
      const at = ref ? columnIndex(ref) : cells.length;
      while (cells.length < at) cells.push('');
      cells[at] = text.trim();
    }
    rows.push(cells);
  }
  return rows;
}

/** Column A of the first worksheet, row by row (empty cells skipped). */
export function firstColumn(buf: Buffer): string[] {
  return readXlsxRows(buf).flatMap((cells) => (cells[0] ? [cells[0]] : []));
}
