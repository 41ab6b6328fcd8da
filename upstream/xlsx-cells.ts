// The first column of an .xlsx sheet, read without sheetjs (its read path has known CVEs): an .xlsx
// is a ZIP of XML parts, so this reads the ZIP's central directory, inflates the two parts it needs
// (shared strings and the first sheet) with node:zlib under a size cap, and takes column A's text.
// Anything else (encrypted, zip64, other compressions) is refused with a message.
import { inflateRawSync } from 'node:zlib';

const MAX_PART = 32 * 1024 * 1024;

export class XlsxError extends Error {}

function entries(buf: Buffer): Map<string, { method: number; size: number; offset: number }> {
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
  const out = new Map<string, { method: number; size: number; offset: number }>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) throw new XlsxError('不是有效的 xlsx 文件');
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28);
    const extraLen = buf.readUInt16LE(at + 30);
    const commentLen = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLen);
    if (flags & 1) throw new XlsxError('不支持加密的 xlsx 文件');
    out.set(name, { method, size, offset: local });
    at += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

function part(buf: Buffer, map: ReturnType<typeof entries>, name: string): string | null {
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

/** Column A of the first worksheet, row by row (empty cells skipped). */
export function firstColumn(buf: Buffer): string[] {
  const map = entries(buf);
  const sheetName = [...map.keys()].filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n)).sort()[0];
  if (!sheetName) throw new XlsxError('xlsx 文件中没有工作表');
  const shared = [...(part(buf, map, 'xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1]));
  const sheet = part(buf, map, sheetName) ?? '';
  const out: string[] = [];
  for (const m of sheet.matchAll(/<c\s([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
    const attrs = m[1];
    if (!/\br="A\d+"/.test(attrs)) continue;
    const inner = m[2] ?? '';
    const type = /\bt="(\w+)"/.exec(attrs)?.[1];
    const v = /<v>([^<]*)<\/v>/.exec(inner)?.[1];
    const value = type === 's' ? shared[Number(v)] : type === 'inlineStr' ? textOf(inner) : v !== undefined ? decodeXml(v) : '';
    if (value?.trim()) out.push(value.trim());
  }
  return out;
}
