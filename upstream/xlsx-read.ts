// The .xlsx reader lives in lib/files/xlsx-read.ts (the file format, shared with the console's gate).
export { readXlsxRows, XlsxError } from '../lib/files/xlsx-read.ts';
