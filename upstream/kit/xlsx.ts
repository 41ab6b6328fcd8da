// A streamed .xlsx writer: one worksheet of inline strings and numbers, written row batch by row
// batch into a ZIP whose sheet entry is deflated on the fly (data descriptor after it), so a sheet
// of any length is never held in memory. Excel, WPS and LibreOffice open it; an .xlsx also holds
// 1 048 576 rows where the legacy .xls stops at 65 536.
import { Readable } from 'node:stream';
import zlib from 'node:zlib';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type Cell = string | number | null | undefined;

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Text safe inside XML: the five escapes, and the control characters XML 1.0 forbids dropped. */
export function xmlText(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** One row of cells: numbers as numbers, everything else as inline strings; empty cells left out. */
export function rowXml(cells: readonly Cell[]): string {
  let out = '<row>';
  for (const v of cells) {
    if (v === null || v === undefined || v === '') out += '<c/>';
    else if (typeof v === 'number' && Number.isFinite(v)) out += `<c><v>${v}</v></c>`;
    else {
      const text = String(v);
      // Spaces at either end survive only when the cell says so.
      const space = text.trim() === text ? '' : ' xml:space="preserve"';
      out += `<c t="inlineStr"><is><t${space}>${xmlText(text)}</t></is></c>`;
    }
  }
  return `${out}</row>`;
}

function staticParts(sheetName: string): Array<[string, string]> {
  return [
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="${xmlText(sheetName.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ],
  ];
}

interface Entry {
  name: Buffer;
  method: 0 | 8;
  flags: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

// DOS time and date of 1980-01-01 00:00: the files carry no meaningful time.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

function localHeader(e: Entry): Buffer {
  const b = Buffer.alloc(30);
  b.writeUInt32LE(0x04034b50, 0);
  b.writeUInt16LE(20, 4);
  b.writeUInt16LE(e.flags, 6);
  b.writeUInt16LE(e.method, 8);
  b.writeUInt16LE(DOS_TIME, 10);
  b.writeUInt16LE(DOS_DATE, 12);
  // With a data descriptor (flag bit 3) these three are zero here and follow the data.
  b.writeUInt32LE(e.flags & 8 ? 0 : e.crc, 14);
  b.writeUInt32LE(e.flags & 8 ? 0 : e.compressed, 18);
  b.writeUInt32LE(e.flags & 8 ? 0 : e.size, 22);
  b.writeUInt16LE(e.name.length, 26);
  b.writeUInt16LE(0, 28);
  return Buffer.concat([b, e.name]);
}

function centralDirectory(entries: readonly Entry[], offset: number): Buffer {
  const parts: Buffer[] = [];
  for (const e of entries) {
    const b = Buffer.alloc(46);
    b.writeUInt32LE(0x02014b50, 0);
    b.writeUInt16LE(20, 4);
    b.writeUInt16LE(20, 6);
    b.writeUInt16LE(e.flags, 8);
    b.writeUInt16LE(e.method, 10);
    b.writeUInt16LE(DOS_TIME, 12);
    b.writeUInt16LE(DOS_DATE, 14);
    b.writeUInt32LE(e.crc, 16);
    b.writeUInt32LE(e.compressed, 20);
    b.writeUInt32LE(e.size, 24);
    b.writeUInt16LE(e.name.length, 28);
    b.writeUInt32LE(e.offset, 42);
    parts.push(b, e.name);
  }
  const dir = Buffer.concat(parts);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([dir, end]);
}

export interface SheetSpec {
  sheetName: string;
  header: readonly string[];
  /** Column widths in characters (default from the header). */
  widths?: readonly number[];
  /**
   * The rows, as XML text in pieces of a few hundred rows (rowXml): pulled one piece at a time,
   * only when the reader wants more. Stopping early (the download went away) returns the iterator.
   */
  rows: () => Iterator<string>;
}

/** Resolves when the stream wants more, or is gone; leaves no listener behind. */
function drained(stream: NodeJS.EventEmitter): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/** The workbook as a byte stream: the fixed parts stored, the sheet deflated as it is produced. */
export function xlsxStream(spec: SheetSpec): Readable {
  return Readable.from(zipParts(spec), { objectMode: false });
}

async function* zipParts(spec: SheetSpec): AsyncGenerator<Buffer> {
  const entries: Entry[] = [];
  let offset = 0;
  for (const [name, text] of staticParts(spec.sheetName)) {
    const data = Buffer.from(text, 'utf8');
    const e: Entry = {
      name: Buffer.from(name),
      method: 0,
      flags: 0x0800,
      crc: zlib.crc32(data),
      compressed: data.length,
      size: data.length,
      offset,
    };
    entries.push(e);
    const head = localHeader(e);
    offset += head.length + data.length;
    yield head;
    yield data;
  }

  const sheet: Entry = { name: Buffer.from('xl/worksheets/sheet1.xml'), method: 8, flags: 0x0808, crc: 0, compressed: 0, size: 0, offset };
  entries.push(sheet);
  const head = localHeader(sheet);
  offset += head.length;
  yield head;

  const widths = spec.widths ?? spec.header.map((h) => Math.max(10, h.length * 2 + 4));
  const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
  // Level 1: the sheet is repetitive XML, compresses well anyway, and the stream keeps pace with the reader.
  const deflate = zlib.createDeflateRaw({ level: 1 });
  const feed = async () => {
    const rows = spec.rows();
    try {
      const write = async (text: string) => {
        const data = Buffer.from(text, 'utf8');
        sheet.crc = zlib.crc32(data, sheet.crc);
        sheet.size += data.length;
        if (!deflate.write(data)) await drained(deflate);
      };
      await write(`${XML}<worksheet xmlns="${NS}"><cols>${cols}</cols><sheetData>${rowXml(spec.header)}`);
      for (let next = rows.next(); !next.done; next = rows.next()) {
        if (deflate.destroyed) return;
        await write(next.value);
      }
      await write('</sheetData></worksheet>');
      deflate.end();
    } catch (error) {
      deflate.destroy(error as Error);
    } finally {
      rows.return?.();
    }
  };
  const fed = feed();
  try {
    for await (const chunk of deflate as AsyncIterable<Buffer>) {
      sheet.compressed += chunk.length;
      yield chunk;
    }
  } finally {
    // The reader stopped (or the stream ended): stop producing rows too.
    if (!deflate.destroyed) deflate.destroy();
    await fed;
  }
  offset += sheet.compressed;

  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(sheet.crc, 4);
  descriptor.writeUInt32LE(sheet.compressed, 8);
  descriptor.writeUInt32LE(sheet.size, 12);
  offset += descriptor.length;
  yield descriptor;
  yield centralDirectory(entries, offset);
}
