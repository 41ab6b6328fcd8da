import 'server-only';
import { audit, type AuditEntry } from '@/lib/audit';
import { answerTargets } from '@/lib/audit/describe';
import type { CallRecord } from '@/lib/audit/records';
import { contentDisposition, decodeHeaderName, exportFileName, filenameFromDisposition, safeName } from '@/lib/format/filename';
import { chunkStreamed } from '@/lib/upstream/chunk-gc';
import { DecryptError, StreamOpener } from '@/lib/upstream/crypto';
import { readBytes, type UpstreamResponse } from '@/lib/upstream/client';
import { endsSession, MalformedEnvelope, parseEnvelope, STATUS_OK, type Envelope } from '@/lib/upstream/envelope';
import { Batch, freeNow } from './batch';
import type { Policy } from './policy';

// Turns an upstream answer into the browser's answer, and writes the call's one audit line.

export interface CallContext {
  started: number;
  /** Set-Cookie headers the session wrote (touch, destroy), copied onto every answer. */
  cookies: Headers;
  entry: AuditEntry;
  /** The call's entry in lib/audit/records.ts, when it is a write: some targets are in the answer. */
  record?: CallRecord;
}

function finish(ctx: CallContext, httpStatus: number, bytes: number): void {
  ctx.entry.httpStatus = httpStatus;
  ctx.entry.durationMs = Math.round(performance.now() - ctx.started);
  ctx.entry.bytes = bytes;
  audit(ctx.entry);
}

function json(ctx: CallContext, status: number, body: object): Response {
  const text = JSON.stringify(body);
  const headers = new Headers(ctx.cookies);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('cache-control', 'no-store');
  // Lets an operator's report be matched with the audit line.
  headers.set('x-request-id', ctx.entry.requestId);
  finish(ctx, status, Buffer.byteLength(text));
  return new Response(text, { status, headers });
}

/** Protocol §3: a failed decryption is logged (never the ciphertext) and the call fails. */
function logDecryptFailure(ctx: CallContext, reason: string): void {
  console.error(JSON.stringify({ level: 'error', requestId: ctx.entry.requestId, msg: 'upstream answer failed to decrypt', reason }));
}

/** The console's own refusals and faults: `{status: -1, fault}`, never upstream text. */
export function faultResponse(ctx: CallContext, status: number, fault: string, extra?: object): Response {
  return json(ctx, status, { status: -1, fault, ...extra });
}

/**
 * The text of an upstream error page the operator is shown with the spec's 'system error | 504'
 * (spec 01 §8): tags, scripts and entities out, whitespace folded, at most 200 characters.
 */
export function bodyExcerpt(text: string): string {
  return text
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

function upstreamFault(
  ctx: CallContext,
  httpStatus: number,
  reason: string,
  outcome: AuditEntry['outcome'] = 'upstream error',
  body?: string,
): Response {
  Object.assign(ctx.entry, { outcome, reason });
  // The upstream's HTTP error status reaches the browser so it can show the spec's text, with the
  // error page's text; a broken answer to a 2xx is a 502.
  const status = httpStatus >= 400 ? httpStatus : 502;
  const excerpt = httpStatus >= 400 && body ? bodyExcerpt(body) : '';
  return faultResponse(ctx, status, outcome === 'decrypt failed' ? 'decrypt' : 'upstream', {
    httpStatus: status,
    ...(excerpt ? { body: excerpt } : {}),
  });
}

function answerEnvelope(
  ctx: CallContext,
  httpStatus: number,
  env: Envelope,
  onSessionEnd: () => Promise<Response>,
): Response | Promise<Response> {
  ctx.entry.envelopeStatus = env.status;
  if (endsSession(httpStatus, env)) return onSessionEnd();
  if (httpStatus === 403) {
    Object.assign(ctx.entry, { outcome: 'denied', reason: 'upstream refused' });
    return json(ctx, 403, { status: env.status, message: env.message ?? '', code: env.code });
  }
  if (httpStatus >= 300) {
    return upstreamFault(ctx, httpStatus, `upstream HTTP ${httpStatus}`, 'upstream error', env.message ?? '');
  }
  ctx.entry.outcome = env.status === STATUS_OK ? 'ok' : 'business error';
  if (env.status === STATUS_OK && ctx.record) {
    const named = answerTargets(ctx.record, env.data);
    if (Object.keys(named).length) ctx.entry.target = { ...ctx.entry.target, ...named };
  }
  return json(ctx, 200, { status: env.status, message: env.message ?? '', code: env.code, timestamp: env.timestamp, data: env.data });
}

export async function answerUpstream(
  ctx: CallContext,
  policy: Policy,
  answer: UpstreamResponse,
  request: Request,
  { onSessionEnd, project }: { onSessionEnd: () => Promise<Response>; project?: (data: unknown) => unknown },
): Promise<Response> {
  const { res, key, release } = answer;
  const type = (res.headers.get('content-type') ?? '').toLowerCase();
  if (policy.kind !== 'blob' || type.startsWith('application/json') || res.status === 401 || !res.ok) {
    let bytes: Buffer;
    try {
      bytes = await readBytes(answer);
    } finally {
      release();
    }
    let env: Envelope;
    try {
      env = parseEnvelope(bytes, key);
    } catch (error) {
      if (res.status === 401) return onSessionEnd();
      if (error instanceof DecryptError) {
        logDecryptFailure(ctx, error.message);
        return upstreamFault(ctx, res.status, error.message, 'decrypt failed');
      }
      return upstreamFault(
        ctx,
        res.status,
        error instanceof MalformedEnvelope ? `malformed answer: ${error.message}` : 'unreadable answer',
        'upstream error',
        bytes.toString('utf8'),
      );
    }
    if (project && env.status === STATUS_OK) env.data = project(env.data);
    return answerEnvelope(ctx, res.status, env, onSessionEnd);
  }
  release();
  return streamFile(ctx, res, key, request);
}

/**
 * Streams a file through, decrypting on the way when X-Enc says so; never held whole. One
 * TransformStream gathers the upstream's chunks into batches of about 1 MB, deciphers, counts and
 * writes the audit line when the file ends, fails (a bad tag at the end, an upstream reset) or the
 * browser goes away.
 */
function streamFile(ctx: CallContext, res: Response, key: Buffer | null, request: Request): Response {
  const encrypted = res.headers.get('x-enc') === 'v1';
  if (!res.body) return upstreamFault(ctx, res.status, 'file without body');
  if (encrypted && !key) return upstreamFault(ctx, res.status, 'encrypted file without key', 'decrypt failed');

  const opener = encrypted ? new StreamOpener(key!, res.headers.get('x-timestamp') ?? '') : null;
  let bytes = 0;
  let done = false;
  const close = (outcome: AuditEntry['outcome'], reason?: string) => {
    if (done) return;
    done = true;
    Object.assign(ctx.entry, { outcome, reason });
    finish(ctx, 200, bytes);
  };
  const noteFailure = (error: unknown) => {
    if (error instanceof DecryptError) {
      logDecryptFailure(ctx, 'download');
      close('decrypt failed', 'download failed to decrypt');
    }
  };
  const failed = (error: unknown): never => {
    noteFailure(error);
    throw error;
  };
  let controller!: TransformStreamDefaultController<Uint8Array>;
  // Deciphers (or copies: the batch is only lent) and passes on one batch of the upstream's chunks.
  const pass = (input: Buffer) => {
    for (const piece of opener ? opener.update(input) : [Buffer.from(input)]) {
      bytes += piece.byteLength;
      controller.enqueue(piece);
    }
    chunkStreamed(input.byteLength);
  };
  const batch = new Batch(pass, (error) => {
    // A batch passed on by its timer, outside transform(): the stream fails from here.
    noteFailure(error);
    controller.error(error);
  });
  // `cancel` (Node 22+) is not in the DOM typings yet.
  const transformer: Transformer<Uint8Array, Uint8Array> & { cancel: (reason: unknown) => void } = {
    start(c) {
      controller = c;
    },
    transform(chunk) {
      try {
        batch.add(chunk);
        freeNow(chunk);
      } catch (error) {
        failed(error);
      }
    },
    flush() {
      try {
        batch.flush();
        const last = opener?.final();
        if (last?.length) {
          bytes += last.length;
          controller.enqueue(last);
        }
      } catch (error) {
        failed(error);
      }
      close('ok');
    },
    cancel(reason) {
      batch.drop();
      // An Error is the upstream breaking off; anything else is the browser cancelling.
      if (reason instanceof Error && !request.signal.aborted) close('upstream error', 'download broken off');
      else close('bad request', 'client went away');
    },
  };
  const out = res.body.pipeThrough(new TransformStream(transformer));

  const upstreamName = safeName(filenameFromDisposition(res.headers.get('content-disposition')) ?? '');
  const name = upstreamName || exportFileName(decodeHeaderName(request.headers.get('x-export-name')), request.headers.get('x-export-ext'));
  const headers = new Headers(ctx.cookies);
  headers.set('content-type', res.headers.get('content-type') || 'application/octet-stream');
  headers.set('content-disposition', contentDisposition(name));
  headers.set('cache-control', 'no-store');
  headers.set('x-content-type-options', 'nosniff');
  headers.set('x-request-id', ctx.entry.requestId);
  return new Response(out, { status: 200, headers });
}
