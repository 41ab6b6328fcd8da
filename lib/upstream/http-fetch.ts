import 'server-only';
import http from 'node:http';
import https from 'node:https';

// The upstream's calls over node:http rather than undici's fetch, which costs ~0.4 ms more CPU
// per call and copies every chunk the socket reads into a fresh buffer before its stream hands it
// on (so does Readable.toWeb). No redirect is followed (fetch's `redirect: 'manual'`).
//  - fetchFile, a call that answers with a file (an export): a Response whose body stream hands on
//    the socket's own chunks. On a 200 MB export the copy was a fifth of the console's CPU.
//  - fetchWhole, a JSON call: the whole answer as one Buffer, on a kept-alive connection; the gate
//    opens the envelope from the bytes (lib/upstream/envelope.ts) without a Response around them.

export interface HttpFetchInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

/** An answer read whole: the Response carries status and headers, `bytes` the body. */
export interface WholeAnswer {
  res: Response;
  bytes: Buffer;
}

function headersOf(msg: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i < msg.rawHeaders.length; i += 2) headers.append(msg.rawHeaders[i]!, msg.rawHeaders[i + 1]!);
  return headers;
}

/**
 * Resolves with what `make` builds, or rejects with what it throws: a status a Response refuses (past
 * 599) or a header value Headers refuses fails the call, never the process (the builder runs in an
 * event handler of the socket).
 */
function settle<T>(resolve: (value: T) => void, reject: (error: unknown) => void, make: () => T): void {
  try {
    resolve(make());
  } catch (error) {
    reject(error);
  }
}

/** Statuses a Response cannot carry a body with. */
const bodiless = (status: number, method: string) => status === 204 || status === 304 || method === 'HEAD';

export function fetchFile(url: string, init: HttpFetchInit): Promise<Response> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // A fresh connection (agent: false): a long download has no use for a kept-alive one, and a
    // reused one may be closing. The body goes whole in end(), so it is sent with its length.
    const req = client.request(target, { method: init.method, headers: init.headers, signal: init.signal, agent: false }, (msg) => {
      const status = msg.statusCode ?? 502;
      const empty = bodiless(status, init.method);
      if (empty) msg.resume();
      settle(resolve, reject, () => new Response(empty ? null : bodyOf(msg), { status, headers: headersOf(msg) }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

// Kept-alive connections for the JSON calls. An idle one is closed after 4 s, or a second before
// the timeout the upstream's Keep-Alive header announces (Node's agent reads it only beside a
// timeout of its own), so a call seldom meets a connection the upstream is closing. When it does,
// the call fails: a reset may come after the upstream did the work, so it is never sent again.
const IDLE_MS = 4_000;
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: IDLE_MS }),
  'https:': new https.Agent({ keepAlive: true, timeout: IDLE_MS }),
};

export function fetchWhole(url: string, init: HttpFetchInit): Promise<WholeAnswer> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      target,
      { method: init.method, headers: init.headers, signal: init.signal, agent: agents[secure ? 'https:' : 'http:'] },
      (msg) => {
        const chunks: Buffer[] = [];
        msg.on('data', (chunk: Buffer) => chunks.push(chunk));
        msg.once('end', () => {
          const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
          settle(resolve, reject, () => ({ res: new Response(null, { status: msg.statusCode ?? 502, headers: headersOf(msg) }), bytes }));
        });
        // A socket closed before the end (an upstream reset, the deadline's abort) fails the call.
        msg.once('error', reject);
        msg.once('close', () => {
          if (!msg.complete) reject(new Error('upstream answer broken off'));
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** The answer's body as a byte stream of the socket's own chunks (views, not copies), paced by its reader. */
function bodyOf(msg: http.IncomingMessage): ReadableStream<Uint8Array> {
  let settled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        msg.on('data', (chunk: Buffer) => {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) msg.pause();
        });
        msg.once('end', () => {
          settled = true;
          controller.close();
        });
        // A socket closed before the end (an upstream reset, the deadline's abort) fails the stream.
        const fail = (error?: Error) => {
          if (settled) return;
          settled = true;
          controller.error(error ?? new Error('upstream answer broken off'));
        };
        msg.once('error', fail);
        msg.once('close', () => fail());
      },
      pull() {
        msg.resume();
      },
      cancel() {
        settled = true;
        msg.destroy();
      },
    },
    { highWaterMark: 1 },
  );
}
