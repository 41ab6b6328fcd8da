// What a bespoke reader (a component, widget, chart or extension tab that no screen, dialog or form
// declaration describes) reads of an upstream answer, declared once beside it:
//
//   const RADAR = reads<RadarAnswer>('POST /admin/member/radar', { radarData: true, remark: true });
//   const radar = RADAR.object(data); // RadarAnswer | null
//
// The field set is exactly the row type's top-level fields (the compiler holds them equal: a field
// the type has and the declaration lacks, or the reverse, does not compile), and the accessors are
// the one way to hold an answer typed: tests/support/answer-reads.ts collects every declaration
// from the source, so the contract test holds each to its entry's reply fields, and refuses an
// upstream load typed by hand (`api<Row>`, `useUpstream<Row>`) anywhere in the console. Erasable
// TypeScript, no server imports: the browser carries it.
import type { CallKey } from '../../contract/index.ts';
import { type Page, pageOf, rowsOf } from '../../contract/shapes.ts';

/** Every top-level field of T, each exactly once. */
export type FieldSet<T> = { readonly [F in keyof T]-?: true };

export interface Reads<T> {
  readonly key: CallKey;
  readonly fields: readonly (keyof T & string)[];
  /** An object answer (null when the answer is no object). */
  object(answer: unknown): T | null;
  /** The rows of a list or page answer, in either reading. */
  rows(answer: unknown): T[];
  /** A page answer's rows and total, in either reading. */
  page(answer: unknown): Page<T>;
}

/** Declares what the code beside it reads of `key`'s answer: T's fields, all of them. */
export function reads<T extends object>(key: CallKey, fields: FieldSet<T>): Reads<T> {
  return {
    key,
    fields: Object.keys(fields) as (keyof T & string)[],
    object: (answer) => (answer && typeof answer === 'object' && !Array.isArray(answer) ? (answer as T) : null),
    rows: (answer) => rowsOf<T>(answer),
    page: (answer) => pageOf(answer) as Page<T>,
  };
}
