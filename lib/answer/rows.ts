// The one tolerant reader of rows: a list or page answer in either reading (contract/shapes.ts).
export { type Page, asList, asPage, holdsRows, pageOf, rowsOf } from '../../contract/shapes.ts';
