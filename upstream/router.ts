// The dispatcher: a table of {method, path} → handler, with the steps every call shares (request
// log and faults for tests, body cap, bearer token, decryption) and one place that turns errors
// into envelopes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticate } from './auth.ts';
import { ApiError, FileReply, SESSION_EXPIRED } from './context.ts';
import type { App, Ctx, Route } from './context.ts';
import { applyFault, handleTestEndpoint } from './faults.ts';
import { rotatedKeys } from './keys.ts';
import type { FaultBox } from './faults.ts';
import { BodyTooLarge, MAX_BODY, prepareBody, readBody, sendEnvelope, sendFile, sendSuccess } from './wire.ts';

export type Dispatch = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function createDispatcher(app: App, routes: readonly Route[], box: FaultBox | null): Dispatch {
  const table = new Map<string, Route>();
  for (const r of routes) {
    const key = `${r.method} ${r.path}`;
    if (table.has(key)) throw new Error(`route registered twice: ${key}`);
    table.set(key, r);
  }
  const knownPaths = new Set(routes.map((r) => r.path));

  return async function dispatch(req, res) {
    const started = performance.now();
    const method = req.method ?? 'GET';
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://upstream.local');
    } catch {
      url = new URL('http://upstream.local/');
    }
    const path = url.pathname;
    const ctx: Ctx = {
      app, req, res, method, path,
      query: url.searchParams,
      contentType: typeof req.headers['content-type'] === 'string' ? req.headers['content-type'] : '',
      rawBody: Buffer.alloc(0),
      body: {},
      key: null,
      emp: null,
    };
    if (app.cfg.verbose) {
      // Method, path and status only: never the query, headers or body (tokens, passwords).
      res.on('close', () => {
        const ms = (performance.now() - started).toFixed(1);
        process.stderr.write(`${method} ${path} ${res.headersSent ? res.statusCode : '-'} ${ms}ms\n`);
      });
    }
    const route = table.get(`${method} ${path}`);
    try {
      if (path.startsWith('/__test/')) {
        if (!box) throw new ApiError(404, 44, '接口不存在');
        if (path === '/__test/rotate-key' && method === 'POST') {
          // Tokens and data stay; only the RSA pair changes, as in a real key rotation.
          Object.assign(app.keys, rotatedKeys());
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 20, keyId: app.keys.keyId }));
          return;
        }
        handleTestEndpoint(box, method, path, await readBody(req), res);
        return;
      }
      box?.record(req, path, url.searchParams);
      try {
        ctx.rawBody = await readBody(req, route?.maxBody ?? MAX_BODY);
      } catch (err) {
        if (err instanceof BodyTooLarge) throw route?.tooLarge?.() ?? new ApiError(413, 40, '请求体过大', 'BODY_TOO_LARGE');
        throw err;
      }
      const fault = box?.take(path);
      if (fault) return applyFault(box!, fault, req, res);
      if (!route) {
        throw knownPaths.has(path) ? new ApiError(405, 40, '请求方法不支持', 'METHOD') : new ApiError(404, 44, '接口不存在');
      }
      ctx.emp = authenticate(app.db, req.headers.authorization);
      if (!route.public && !ctx.emp) throw new ApiError(401, 41, SESSION_EXPIRED);
      prepareBody(ctx);
      const result = await route.handler(ctx);
      if (result instanceof FileReply) await sendFile(ctx, result);
      else sendSuccess(ctx, result);
    } catch (err) {
      if (res.headersSent) {
        // A download failed halfway: cut the connection so the client sees a broken body, not a short file.
        res.destroy();
        return;
      }
      if (req.destroyed && !req.complete) return; // the client went away while sending
      if (err instanceof ApiError) {
        sendEnvelope(ctx, err.httpStatus, { status: err.status, message: err.message, code: err.code });
      } else {
        console.error(`${method} ${path} failed:`, err);
        sendEnvelope(ctx, 500, { status: 50, message: '系统异常', code: 'E9999' });
      }
    }
  };
}
