import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { contractEntries } from '@/contract/index';
import { dataSchema, openapi, openapiText, operationId, requestSchema } from '@/contract/openapi';
import { ROWS } from '@/contract/readings';

// docs/upstream.openapi.json: the contract as OpenAPI 3.1, for upstream teams' own tools.

type Op = Record<string, unknown> & {
  'x-assumed'?: string;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
};
const doc = openapi() as { openapi: string; paths: Record<string, Record<string, Op>> };
const opOf = (key: string) => {
  const [method, path] = [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)];
  return doc.paths[path]![method.toLowerCase()]!;
};

describe('the contract as OpenAPI 3.1', () => {
  it("docs/upstream.openapi.json is today's contract (npm run contract:report)", () => {
    expect(readFileSync(new URL('../../docs/upstream.openapi.json', import.meta.url), 'utf8')).toBe(openapiText());
  });

  it('is a valid OpenAPI 3.1 document by the OpenAPI schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(openapiText()));
    expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The validator does judge: the same document with a broken operation fails.
    const broken = JSON.parse(openapiText());
    broken.paths['/admin/standard/login'].post.responses = 'none';
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('holds every call once, with a unique operation id, and each assumption with its reason', () => {
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(ops.length).toBe(contractEntries.length);
    expect(new Set(ops.map((o) => o.operationId)).size).toBe(ops.length);
    for (const e of contractEntries) expect(opOf(e.key)['x-assumed'], e.key).toBe(e.assumed);
    expect(operationId('POST /admin/{p}/member/page')).toBe('post_admin_p_member_page');
  });

  it("gives the request's fields, the required ones, and closes it unless the spec leaves it open", () => {
    const e = contractEntries.find((x) => x.request && !x.openRequest && Object.values(x.request).some((f) => f.required))!;
    const schema = requestSchema(e);
    expect(Object.keys(schema.properties as object)).toEqual(Object.keys(e.request!));
    expect(schema.required).toEqual(
      Object.entries(e.request!)
        .filter(([, f]) => f.required)
        .map(([k]) => k),
    );
    expect(schema.additionalProperties).toBe(false);
    const exp = contractEntries.find((x) => x.kind === 'export')!;
    expect(requestSchema(exp).not).toEqual({ anyOf: [{ required: ['pageNum'] }, { required: ['pageSize'] }] });
  });

  it('reads a page or a list both ways (the rows reading as oneOf), an object by its fields', () => {
    const page = dataSchema('x', { shape: 'page', fields: ['a', 'b'] }) as { oneOf: Record<string, unknown>[] };
    expect(page['x-reading' as never]).toBe(ROWS.id);
    expect(page.oneOf.map((s) => s.title)).toEqual(['paged', 'bare']);
    const list = dataSchema('x', { shape: 'list' }) as { oneOf: Record<string, unknown>[] };
    expect(list.oneOf.map((s) => s.title)).toEqual(['bare', 'paged']);
    expect(dataSchema('x', { shape: 'object', fields: ['a'] })).toEqual({ type: 'object', properties: { a: {} } });
  });
});
