// Spreadsheet output for exports. sheetjs-style is used WRITE-ONLY (utils + write): its read path
// has known CVEs, and the upstream never needs to parse a spreadsheet.
import XLSX from 'sheetjs-style';

/** A legacy .xls (BIFF8 in an OLE compound file), the format the platform's exports use. */
export function buildXls(sheetName: string, header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([header as unknown[], ...(rows as unknown[][])]);
  sheet['!cols'] = header.map((h) => ({ wch: Math.max(10, h.length * 2 + 4) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xls' }) as Buffer;
}

export const XLS_CONTENT_TYPE = 'application/vnd.ms-excel';
