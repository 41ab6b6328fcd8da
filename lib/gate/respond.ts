import 'server-only';
import type { AuditEntry } from '@/lib/audit';
import { answerTargets, batchOutcome, isBatch } from '@/lib/audit/describe';
import { type Reading, readEnvelope } from '@/lib/answer/send';
import type { CallRecord } from '@/lib/audit/records';
import { contentDisposition, decodeHeaderName, exportFileName, filenameFromDisposition, safeName } from '@/lib/format/filename';
import { chunkStreamed } from '@/lib/upstream/chunk-gc';
import { DecryptError, StreamOpener } from '@/lib/upstream/crypto';
import { readBytes, type UpstreamResponse } from '@/lib/upstream/client';
import { MalformedEnvelope, parseEnvelope, type Envelope } from '@/lib/upstream/envelope';
import { Batch, freeNow } from './batch';
import type { Exchange } from './exchange';
import type { Policy } from './policy';

// Turns an upstream answer into the browser's answer, noting what the audit line says of it; the
// exchange writes the line (lib/gate/exchange.ts), a file's when its stream ends.

/** Protocol §3: a failed decryption is logged (never the ciphertext) and the call fails. */
function logDecryptFailure(ex: Exchange, reason: string): void {
  console.error(JSON.stringify({ level: 'error', requestId: ex.requestId, msg: 'upstream answer failed to decrypt', reason }));
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
  ex: Exchange,
  httpStatus: number,
  reason: string,
  outcome: AuditEntry['outcome'] = 'upstream error',
  body?: string,
): Response {
  ex.note({ outcome, reason });
  // The upstream's HTTP error status reaches the browser so it can show the spec's text, with the
  // error page's text; a broken answer to a 2xx is a 502.
  const status = httpStatus >= 400 ? httpStatus : 502;
  const excerpt = httpStatus >= 400 && body ? bodyExcerpt(body) : '';
  return ex.fault(status, outcome === 'decrypt failed' ? 'decrypt' : 'upstream', {
    httpStatus: status,
    ...(excerpt ? { body: excerpt } : {}),
  });
}

/** The proxy's answer to one reading of the envelope (lib/answer/send.ts): what the browser gets. */
function answerReading(ex: Exchange, sent: Reading, { onSessionEnd, project, record }: AnswerOptions): Response | Promise<Response> {
  if (sent.kind === 'ended') return onSessionEnd();
  if (sent.kind === 'failed') {
    const env = sent.envelope;
    if (sent.httpStatus === 403) return ex.reply(403, { status: env?.status, message: env?.message ?? '', code: env?.code });
    return upstreamFault(ex, sent.httpStatus, `upstream HTTP ${sent.httpStatus}`, 'upstream error', env?.message ?? '');
  }
  const env = sent.envelope;
  let data = env.data;
  if (sent.kind === 'data') {
    data = project ? project(sent.data) : sent.data;
    if (record) {
      const named = answerTargets(record, data);
      if (Object.keys(named).length) ex.note({ target: { ...ex.noted.target, ...named } });
      // A batch says how its rows went: one whose every row failed did not happen, whatever the envelope says.
      const result = isBatch(record) ? batchOutcome(data, env.message) : null;
      if (result)
        ex.note({ result, ...(result.ok === 0 && result.failed > 0 ? { outcome: 'business error', reason: 'every row failed' } : {}) });
    }
  }
  return ex.reply(200, { status: env.status, message: env.message ?? '', code: env.code, timestamp: env.timestamp, data });
}

export interface AnswerOptions {
  onSessionEnd: () => Promise<Response>;
  /** Trims a page to the fields of the list that asked. */
  project?: (data: unknown) => unknown;
  /** The call's entry in lib/audit/records.ts, when it is a write: some targets are in the answer. */
  record?: CallRecord;
}

export async function answerUpstream(
  ex: Exchange,
  policy: Policy,
  answer: UpstreamResponse,
  request: Request,
  { onSessionEnd, project, record }: AnswerOptions,
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
        logDecryptFailure(ex, error.message);
        return upstreamFault(ex, res.status, error.message, 'decrypt failed');
      }
      return upstreamFault(
        ex,
        res.status,
        error instanceof MalformedEnvelope ? `malformed answer: ${error.message}` : 'unreadable answer',
        'upstream error',
        bytes.toString('utf8'),
      );
    }
    return answerReading(
      ex,
      readEnvelope(policy.call.key, res.status, env, (p) => ex.note(p)),
      { onSessionEnd, project, record },
    );
  }
  release();
  return streamFile(ex, res, key, request);
}

/**
 * Streams a file through, decrypting on the way when X-Enc says so; never held whole. One
 * TransformStream gathers the upstream's chunks into batches of about 1 MB, deciphers, counts and
 * writes the audit line when the file ends, fails (a bad tag at the end, an upstream reset) or the
 * browser goes away.
 */
function streamFile(ex: Exchange, res: Response, key: Buffer | null, request: Request): Response {
  const encrypted = res.headers.get('x-enc') === 'v1';
  if (!res.body) return upstreamFault(ex, res.status, 'file without body');
  if (encrypted && !key) return upstreamFault(ex, res.status, 'encrypted file without key', 'decrypt failed');
  const ended = ex.later();

  const opener = encrypted ? new StreamOpener(key!, res.headers.get('x-timestamp') ?? '') : null;
  let bytes = 0;
  let done = false;
  const close = (outcome: AuditEntry['outcome'], reason?: string) => {
    if (done) return;
    done = true;
    ex.note({ outcome, reason, bytes });
    ended(200);
  };
  const noteFailure = (error: unknown) => {
    if (error instanceof DecryptError) {
      logDecryptFailure(ex, 'download');
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
  const headers = ex.answerHeaders();
  headers.set('content-type', res.headers.get('content-type') || 'application/octet-stream');
  headers.set('content-disposition', contentDisposition(name));
  headers.set('x-content-type-options', 'nosniff');
  return new Response(out, { status: 200, headers });
}
