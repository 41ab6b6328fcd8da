// The dispatcher: a table of {method, path} → handler, with the steps every call shares (request
// log and faults for tests, body cap, bearer token, decryption) and one place that turns errors
// into envelopes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticate } from './auth.ts';
import { ApiError, FileReply, MessageReply, SESSION_EXPIRED } from './context.ts';
import type { App, Ctx, Route } from './context.ts';
import { asSpecified, checkAnswer } from './answer-check.ts';
import { checkRequest, entryOfRoute } from './contract-check.ts';
import { applyFault, handleTestEndpoint } from './faults.ts';
import { FILE_HOST_PREFIX, fileHostReply } from './file-host.ts';
import { rotatedKeys } from './keys.ts';
import { secondReading } from './readings.ts';
import { loadRemap } from './remap.ts';
import type { FaultBox } from './faults.ts';
import { BodyTooLarge, MAX_BODY, prepareBody, readBody, sendEnvelope, sendFile, sendSuccess } from './wire.ts';

export type Dispatch = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

interface PatternRoute {
  re: RegExp;
  route: Route;
}

// The same placeholders as the console's call policy (lib/upstream/policy.ts).
function compilePattern(path: string): RegExp {
  const source = path
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace('{p}', '(?<p>[a-z0-9]+)')
    .replaceAll('{id}', '(?<id>[A-Za-z0-9_-]{1,64})');
  return new RegExp(`^${source}$`);
}

/** The route for a method and path (exact first, then patterns), and whether the path exists at all. */
function lookup(table: Map<string, Route>, patterns: PatternRoute[], knownPaths: Set<string>, method: string, path: string) {
  const exact = table.get(`${method} ${path}`);
  if (exact) return { route: exact, params: {}, known: true };
  let known = knownPaths.has(path);
  for (const { re, route } of patterns) {
    const m = re.exec(path);
    if (!m) continue;
    if (route.method === method) return { route, params: { ...m.groups }, known: true };
    known = true;
  }
  return { route: undefined, params: {}, known };
}

export function createDispatcher(app: App, routes: readonly Route[], box: FaultBox | null): Dispatch {
  const table = new Map<string, Route>();
  const patterns: PatternRoute[] = [];
  for (const r of routes) {
    const key = `${r.method} ${r.path}`;
    if (table.has(key) || patterns.some((p) => p.route.method === r.method && p.route.path === r.path)) {
      throw new Error(`route registered twice: ${key}`);
    }
    if (r.path.includes('{')) patterns.push({ re: compilePattern(r.path), route: r });
    else table.set(key, r);
  }
  // UPSTREAM_REMAP: served as a different upstream would (upstream/remap.ts).
  const remap = loadRemap();
  const knownPaths = new Set(routes.filter((r) => !r.path.includes('{')).map((r) => r.path));
  // Every route answers a contract entry: one outside it is a double of nothing the spec names.
  const outside = routes.filter((r) => !entryOfRoute(r)).map((r) => `${r.method} ${r.path}`);
  if (outside.length) throw new Error(`routes outside the contract (write them in contract/ first): ${outside.join(', ')}`);

  return async function dispatch(req, res) {
    const started = performance.now();
    const method = req.method ?? 'GET';
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://upstream.local');
    } catch {
      url = new URL('http://upstream.local/');
    }
    const path = remap?.incoming(method, url.pathname) ?? url.pathname;
    const ctx: Ctx = {
      app,
      req,
      res,
      method,
      path,
      query: url.searchParams,
      params: {},
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
    const { route, params, known } = lookup(table, patterns, knownPaths, method, path);
    ctx.params = params;
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
      // The file host (file-host.ts): an object store's address, not an API call of the contract.
      if (path.startsWith(FILE_HOST_PREFIX)) return await sendFile(ctx, fileHostReply(ctx));
      box?.record(req, url.pathname, url.searchParams);
      await box?.delay();
      try {
        ctx.rawBody = await readBody(req, route?.maxBody ?? MAX_BODY);
      } catch (err) {
        if (err instanceof BodyTooLarge) throw route?.tooLarge?.() ?? new ApiError(413, 40, '请求体过大', 'BODY_TOO_LARGE');
        throw err;
      }
      const fault = box?.take(path);
      if (fault && fault.kind !== 'lost-answer') return applyFault(box!, fault, req, res);
      if (!route) {
        throw known ? new ApiError(405, 40, '请求方法不支持', 'METHOD') : new ApiError(404, 44, '接口不存在');
      }
      ctx.emp = authenticate(app.db, req.headers.authorization);
      if (!route.public && !ctx.emp) throw new ApiError(401, 41, SESSION_EXPIRED);
      prepareBody(ctx);
      const contracted = entryOfRoute(route)!;
      remap?.request(contracted.key, ctx);
      checkRequest(contracted.key, contracted.entry, ctx);
      const result = await route.handler(ctx);
      // 'lost-answer': the work is done; the connection drops before the answer leaves.
      if (fault) return applyFault(box!, fault, req, res);
      if (result instanceof FileReply) await sendFile(ctx, result);
      else {
        const read = (answer: unknown) => {
          const data = asSpecified(contracted.key, contracted.entry, answer);
          checkAnswer(app.cfg.checkAnswers, app.cfg.answerLog, contracted.key, contracted.entry, data);
          const reading = app.cfg.readings === 'second' ? secondReading(contracted.key, contracted.entry, data) : data;
          return remap ? remap.reply(contracted.key, reading) : reading;
        };
        if (result instanceof MessageReply)
          sendEnvelope(ctx, 200, { status: 20, message: result.message, data: read(result.data ?? null) });
        else sendSuccess(ctx, read(result));
      }
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
