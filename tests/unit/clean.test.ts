import { describe, expect, it } from 'vitest';
import { type BodyError, cleanBody, cleanQuery, MAX_DEPTH, parseJsonBody, readLimited } from '@/lib/upstream/clean';

describe('request cleaning (spec 01 §5)', () => {
  it('drops empty-string fields at the top level only', () => {
    expect(cleanBody({ a: '', b: 0, c: null, d: false, e: { f: '' }, g: ' ' })).toEqual({ b: 0, c: null, d: false, e: { f: '' }, g: ' ' });
  });

  it('replaces an empty body by one holding only a timestamp', () => {
    expect(cleanBody({}, 123)).toEqual({ timestamp: 123 });
    expect(cleanBody({ a: '' }, 456)).toEqual({ timestamp: 456 });
  });

  it('drops empty query parameters', () => {
    expect(cleanQuery(new URLSearchParams('a=&b=1&c=&b=2')).toString()).toBe('b=1&b=2');
  });
});

describe('JSON body checks', () => {
  const status = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return (e as BodyError).status;
    }
    return 'ok';
  };

  it('accepts objects and treats an empty body as {}', () => {
    expect(parseJsonBody('{"a":{"b":[1,2]}}')).toEqual({ a: { b: [1, 2] } });
    expect(parseJsonBody('')).toEqual({});
  });

  it('refuses malformed JSON, non-objects, deep nesting and prototype keys', () => {
    expect(status(() => parseJsonBody('{"a":'))).toBe(400);
    expect(status(() => parseJsonBody('[1]'))).toBe(400);
    expect(status(() => parseJsonBody('"x"'))).toBe(400);
    const deep = `${'{"a":'.repeat(MAX_DEPTH + 1)}1${'}'.repeat(MAX_DEPTH + 1)}`;
    expect(status(() => parseJsonBody(deep))).toBe(400);
    const fine = `${'{"a":'.repeat(MAX_DEPTH)}1${'}'.repeat(MAX_DEPTH)}`;
    expect(status(() => parseJsonBody(fine))).toBe('ok');
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      expect(status(() => parseJsonBody(`{"x":[{"${key}":{"polluted":1}}]}`))).toBe(400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('survives hostile nesting without overflowing the stack', () => {
    const n = 200_000;
    expect(status(() => parseJsonBody(`${'['.repeat(n)}${']'.repeat(n)}`))).toBe(400);
  });

  it('stops reading a body once it passes the limit', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(c) {
        pulled++;
        c.enqueue(new Uint8Array(1024));
        if (pulled > 1000) c.close();
      },
    });
    await expect(readLimited(stream, 4096, null)).rejects.toMatchObject({ status: 413 });
    expect(pulled).toBeLessThan(10);
    await expect(readLimited(null, 10, '11')).rejects.toMatchObject({ status: 413 });
  });
});
