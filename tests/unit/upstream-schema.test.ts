import { describe, expect, it } from 'vitest';
import { resources } from '../../upstream/resources/index.ts';
import { SCHEMA } from '../../upstream/schema.ts';

// Areas built apart declare their own tables: two declaring one name would leave the second's
// `CREATE TABLE IF NOT EXISTS` a silent no-op over the first's columns.
describe('the reference upstream schema', () => {
  it('declares every table once', () => {
    const names = [...SCHEMA.matchAll(/CREATE TABLE IF NOT EXISTS (\w+)/g)].map((m) => m[1]);
    const twice = names.filter((n, i) => names.indexOf(n) !== i);
    expect(twice).toEqual([]);
    expect(names.length).toBeGreaterThan(resources.filter((r) => r.schema).length);
  });
});
