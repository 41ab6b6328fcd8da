import 'server-only';
import http from 'node:http';
import https from 'node:https';

// fetch for a call that answers with a file (an export): the same request over node:http, on a
// connection of its own. undici's fetch copies every chunk the socket reads into a fresh buffer
// before its stream hands it on (so does Readable.toWeb); here the body stream hands on the
// socket's own. On a 200 MB export that copy was a fifth of the console's CPU (npm run bench,
// files). The answer is a Response like fetch's, so the gate reads it alike; no redirect is
// followed (fetch's `redirect: 'manual'`).
// JSON calls stay on fetch: moved to node:http too (kept-alive, read whole) they saved ~0.4 ms of CPU
// per call, yet a 200 MB export then took ~25% more console CPU (0.58 against 0.45 s, nine runs
// each, npm run bench files). Not its GC (the same either way): decipher.update took 3x as long,
// with ~7,000 page faults per download against ~200, its output landing on fresh memory each time.

export interface FileFetchInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

export function fetchFile(url: string, init: FileFetchInit): Promise<Response> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // A fresh connection (agent: false): a long download has no use for a kept-alive one, and a
    // reused one may be closing. The body goes whole in end(), so it is sent with its length.
    const req = client.request(target, { method: init.method, headers: init.headers, signal: init.signal, agent: false }, (msg) => {
      const status = msg.statusCode ?? 502;
      const empty = status === 204 || status === 304 || init.method === 'HEAD';
      try {
        const headers = new Headers();
        for (let i = 0; i < msg.rawHeaders.length; i += 2) headers.append(msg.rawHeaders[i]!, msg.rawHeaders[i + 1]!);
        resolve(new Response(empty ? null : bodyOf(msg), { status, headers }));
        if (empty) msg.resume();
      } catch (error) {
        // A status a Response refuses (past 599) or a header value Headers refuses fails the call;
        // thrown here, in the answer's handler, it would end the process.
        msg.destroy();
        reject(error);
      }
    });
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
