// The contract as an OpenAPI 3.1 document (docs/upstream.openapi.json), drawn from contract/ alone:
// `npm run contract:report` writes it beside docs/upstream-contract.md; a unit test fails when the
// file is stale and validates it against the OpenAPI 3.1 schema. Upstream teams read it in any
// OpenAPI viewer and run their own tools against it. Bodies and answers are shown as their
// plaintext JSON: protocol §3's scheme v1 seals them on the wire (info.description says so).
// Erasable TypeScript: plain Node loads it.
import type { Entry, Field, Reply } from './define.ts';
import { contractEntries } from './index.ts';
import { type FieldReading, fieldReadingsOf, ROWS } from './readings.ts';

type Schema = Record<string, unknown>;
type Doc = Record<string, unknown>;

const ENVELOPE = '#/components/schemas/Envelope';
const ANY_ROW: Schema = { type: 'object' };

/** A request field: its note (units, formats, fixed values as the spec gives them) as description. */
function fieldSchema(f: Field): Schema {
  return f.note ? { description: f.note } : {};
}

/** The request body's schema: the fields the entry names, required ones listed; closed unless the spec leaves it open. */
export function requestSchema(e: Entry): Schema {
  const not = e.forbids?.length ? { not: { anyOf: e.forbids.map((f) => ({ required: [f] })) } } : {};
  if (!e.request) return { type: 'object', description: 'The spec gives no request fields: any field passes.', ...not };
  const properties = Object.fromEntries(Object.entries(e.request).map(([k, f]) => [k, fieldSchema(f)]));
  const required = Object.entries(e.request)
    .filter(([, f]) => f.required)
    .map(([k]) => k);
  const out: Schema = { type: 'object', properties };
  if (required.length) out.required = required;
  if (!e.openRequest) out.additionalProperties = false;
  return { ...out, ...not };
}

/** One row (or the object) with the fields the spec gives; open, since the upstream may add fields. */
function rowSchema(fields: readonly string[] | undefined): Schema {
  if (!fields) return ANY_ROW;
  return { type: 'object', properties: Object.fromEntries(fields.map((f) => [f, {}])) };
}

/** The row under each field reading: the spec's names, or (oneOf) the other names a named reading allows. */
function rowReadings(fields: readonly string[] | undefined, readings: readonly FieldReading[]): Schema {
  const first = rowSchema(fields);
  if (!readings.length || !fields) return first;
  const renamed = fields.map((f) => readings.reduce((name, r) => r.names[name] ?? name, f));
  return {
    oneOf: [
      { title: 'first reading (the spec’s names)', ...first },
      { title: `second reading (${readings.map((r) => r.id).join(', ')})`, ...rowSchema(renamed) },
    ],
  };
}

const pageOfRows = (row: Schema): Schema => ({
  title: 'paged',
  type: 'object',
  properties: {
    data: { type: 'array', items: row },
    total: { type: 'integer' },
    pageNum: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
  required: ['data'],
});
const bareRows = (row: Schema): Schema => ({ title: 'bare', type: 'array', items: row });

/** The envelope's `data` for a reply: a page or a list in either reading (ROWS), an object, nothing. */
export function dataSchema(key: string, reply: Reply | undefined): Schema {
  if (!reply) return { description: 'The spec gives no answer.' };
  const row = rowReadings(reply.fields, fieldReadingsOf(key));
  switch (reply.shape) {
    case 'page':
      return { 'x-reading': ROWS.id, oneOf: [pageOfRows(row), bareRows(row)] };
    case 'list':
      return { 'x-reading': ROWS.id, oneOf: [bareRows(row), pageOfRows(row)] };
    case 'object':
      return row;
    case 'file-or-task':
      return rowSchema(reply.fields);
    default:
      return { description: 'Nothing the console reads.' };
  }
}

const envelopeOf = (data: Schema): Schema => ({ allOf: [{ $ref: ENVELOPE }, { type: 'object', properties: { data } }] });

function responses(e: Entry & { key: string }): Doc {
  const shape = e.reply?.shape;
  const json = { 'application/json': { schema: envelopeOf(dataSchema(e.key, e.reply)) } };
  const binary = { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } };
  const ok =
    shape === 'file'
      ? { description: 'The file (protocol §5).', content: binary }
      : shape === 'file-or-task'
        ? { description: 'The file, or an envelope saying a background task was created (protocol §5).', content: { ...binary, ...json } }
        : { description: 'The envelope (protocol §4); `data` as below.', content: json };
  return { '200': ok };
}

const MEDIA: Record<string, string> = {
  json: 'application/json',
  export: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
  blob: 'application/json',
};

/** `POST /admin/{p}/member/page` → `post_admin_p_member_page`: unique because keys are. */
export const operationId = (key: string) =>
  key
    .toLowerCase()
    .replace(/[{}]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const PATH_PARAMS: Record<string, Doc> = {
  p: { name: 'p', in: 'path', required: true, description: 'The product code in lower case.', schema: { type: 'string' } },
  id: { name: 'id', in: 'path', required: true, description: 'One path id.', schema: { type: 'string' } },
};

function operation(e: Entry & { key: string; part: string }): Doc {
  const op: Doc = {
    operationId: operationId(e.key),
    summary: e.key,
    description: `Spec: ${e.spec}`,
    tags: [e.part],
    'x-spec': e.spec,
    'x-kind': e.kind,
  };
  if (e.assumed) op['x-assumed'] = e.assumed;
  if (e.pending) op['x-pending'] = e.pending;
  if (e.reply?.alsoAt) op['x-also-at'] = e.reply.alsoAt;
  const readings = [
    ...(e.reply?.shape === 'page' || e.reply?.shape === 'list' ? [ROWS.id] : []),
    ...fieldReadingsOf(e.key).map((r) => r.id),
  ];
  if (readings.length) op['x-readings'] = readings;
  if (e.public) op.security = [];
  const params = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => PATH_PARAMS[m[1]!] ?? { ...PATH_PARAMS.id, name: m[1] });
  const bodyless = e.method === 'GET' || e.method === 'DELETE';
  if (bodyless && e.request)
    for (const [name, f] of Object.entries(e.request))
      params.push({ name, in: 'query', required: f.required, schema: { type: 'string', ...fieldSchema(f) } });
  if (params.length) op.parameters = params;
  if (!bodyless) op.requestBody = { required: true, content: { [MEDIA[e.kind]!]: { schema: requestSchema(e) } } };
  op.responses = responses(e);
  return op;
}

export function openapi(): Doc {
  const paths: Record<string, Doc> = {};
  for (const e of contractEntries) (paths[e.path] ??= {})[e.method.toLowerCase()] = operation(e);
  const assumed = contractEntries.filter((e) => e.assumed).length;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Upstream API as the operator console reads it',
      version: '1',
      description: [
        'Generated from `contract/` by `npm run contract:report`; do not edit by hand.',
        `${contractEntries.length} calls, ${assumed} of them on a path (or with fields) the spec does not give: those carry \`x-assumed\` with the reason, for the upstream team to confirm.`,
        'Bodies and answers are shown as plaintext JSON; on the wire, protocol §3 (scheme v1) seals them.',
        `Where the spec allows two readings of an answer (\`x-readings\`), the schema is a \`oneOf\` of both: ${ROWS.spec}.`,
      ].join('\n\n'),
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token the login call answers (protocol §2).' } },
      schemas: {
        Envelope: {
          type: 'object',
          description: 'Protocol §4: every JSON answer.',
          properties: { status: { type: 'integer' }, message: { type: 'string' }, timestamp: {}, data: {}, code: {} },
          required: ['status'],
        },
      },
    },
    security: [{ bearer: [] }],
    paths,
  };
}

/** The document as written to docs/upstream.openapi.json. */
export const openapiText = () => `${JSON.stringify(openapi(), null, 2)}\n`;
