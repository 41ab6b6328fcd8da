import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchFile, fetchWhole } from '@/lib/upstream/http-fetch';

// The JSON calls' transport: kept-alive connections let go before the upstream closes them, the
// whole answer as bytes, and a call never sent twice.

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function serve(handler: http.RequestListener): Promise<{ url: string; connections: () => number }> {
  let connections = 0;
  const server = http.createServer(handler);
  server.on('connection', () => connections++);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, connections: () => connections };
}

const init = (body?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
  signal: new AbortController().signal,
});

describe('fetchWhole', () => {
  it('reads the answer whole and keeps the connection for the next call', async () => {
    const { url, connections } = await serve((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () =>
        res.writeHead(201, { 'content-type': 'application/json', 'x-seen': String(req.headers['content-length']) }).end(`{"got":${body}}`),
      );
    });
    for (let i = 0; i < 3; i++) {
      const { res, bytes } = await fetchWhole(`${url}/a`, init('{"n":1}'));
      expect(res.status).toBe(201);
      // Sent with its length, not chunked.
      expect(res.headers.get('x-seen')).toBe('7');
      expect(bytes.toString()).toBe('{"got":{"n":1}}');
    }
    expect(connections()).toBe(1);
  });

  it('never sends a call twice: a kept connection reset before the answer fails the call', async () => {
    let calls = 0;
    const { url } = await serve((req, res) => {
      calls++;
      // The second request arrives on the kept connection and is reset unanswered: the upstream may
      // have done the work already.
      if (calls === 2) return req.socket.destroy();
      res.end('{"ok":true}');
    });
    expect((await fetchWhole(`${url}/a`, init('{}'))).bytes.toString()).toBe('{"ok":true}');
    await expect(fetchWhole(`${url}/a`, init('{}'))).rejects.toThrow();
    expect(calls).toBe(2);
  });

  it('lets an idle connection go a second before the timeout the upstream announces', async () => {
    const { url, connections } = await serve((_req, res) => res.end('{}'));
    const server = servers.at(-1)!;
    // Announced as Keep-Alive: timeout=2; the upstream itself closes at 2.5 s.
    server.keepAliveTimeout = 2_000;
    server.keepAliveTimeoutBuffer = 500;
    await fetchWhole(`${url}/a`, init());
    await new Promise((r) => setTimeout(r, 1_300));
    await fetchWhole(`${url}/a`, init());
    expect(connections()).toBe(2);
  });

  it('fails a call on a fresh connection closed unanswered, and one broken off mid-answer', async () => {
    const { url } = await serve((req, res) => {
      if (req.url === '/close') return req.socket.destroy();
      res.writeHead(200, { 'content-length': '100' });
      res.write('{"partial":');
      setTimeout(() => req.socket.destroy(), 20);
    });
    // The first call to a server goes on a new connection: nothing to send again.
    await expect(fetchWhole(`${url}/close`, init())).rejects.toThrow();
    await expect(fetchWhole(`${url}/cut`, init())).rejects.toThrow();
  });

  it('fails a call, not the process, on a status no Response can carry', async () => {
    const { url } = await serve((_req, res) => {
      res.statusCode = 650;
      res.end('{}');
    });
    await expect(fetchWhole(`${url}/odd`, init())).rejects.toThrow(RangeError);
    await expect(fetchFile(`${url}/odd`, init())).rejects.toThrow(RangeError);
  });

  it('stops at the abort of its signal', async () => {
    const { url } = await serve(() => {});
    const abort = new AbortController();
    const call = fetchWhole(`${url}/slow`, { ...init(), signal: abort.signal });
    setTimeout(() => abort.abort(new Error('deadline')), 30);
    await expect(call).rejects.toThrow();
  });
});
