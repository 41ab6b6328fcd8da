// The .xlsx cell reader lives in lib/files/xlsx-read.ts: the console's gate reads an imported
// 调账 file for its audit line with it too (issue #52). A pure reader of the file format, shared
// like lib/format/mask.ts.
export { readXlsxRows, XlsxError } from '../lib/files/xlsx-read.ts';
