// Request cleaning of spec 01 §5 and protocol §2, plus the structural checks every JSON body passes
// before it is forwarded.

export type JsonObject = Record<string, unknown>;

/** Drops top-level fields whose value is the empty string; an empty body becomes `{timestamp}`. */
export function cleanBody(body: JsonObject, now = Date.now()): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(body)) if (value !== '') out[key] = value;
  return Object.keys(out).length ? out : { timestamp: now };
}

/** Drops query parameters whose value is the empty string. */
export function cleanQuery(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of params) if (value !== '') out.append(key, value);
  return out;
}

export class BodyError extends Error {
  readonly status: 400 | 413 | 415;
  constructor(status: 400 | 413 | 415, message: string) {
    super(message);
    this.status = status;
  }
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
export const MAX_DEPTH = 32;

/**
 * Parses a JSON request body: it must be an object, at most MAX_DEPTH deep, with no keys that
 * could reach a prototype. Walks iteratively so hostile nesting cannot overflow the stack.
 */
export function parseJsonBody(text: string): JsonObject {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BodyError(400, 'malformed JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BodyError(400, 'body is not a JSON object');
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > MAX_DEPTH) throw new BodyError(400, 'JSON nested too deeply');
    for (const key of Object.keys(node)) {
      if (FORBIDDEN_KEYS.has(key)) throw new BodyError(400, 'forbidden key');
      stack.push([(node as JsonObject)[key], depth + 1]);
    }
  }
  return value as JsonObject;
}

/** Reads a request body as text, refusing it as soon as it passes `limit` bytes. */
export async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number, declared: string | null): Promise<string> {
  if (declared !== null && Number(declared) > limit) throw new BodyError(413, 'body too large');
  if (!body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyError(413, 'body too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Passes a stream through, erroring it once more than `limit` bytes went by. */
export function limitStream(limit: number): TransformStream<Uint8Array, Uint8Array> {
  let size = 0;
  return new TransformStream({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > limit) controller.error(new BodyError(413, 'body too large'));
      else controller.enqueue(chunk);
    },
  });
}
