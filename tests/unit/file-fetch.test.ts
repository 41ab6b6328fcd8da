import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchFile } from '@/lib/upstream/file-fetch';

// The file calls' transport answers a Response; an answer no Response can carry fails the call.

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const init = () => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', signal: new AbortController().signal });

describe('fetchFile', () => {
  it('streams the answer as a Response', async () => {
    const url = await serve((_req, res) => res.writeHead(200, { 'content-type': 'application/octet-stream' }).end('abc'));
    const res = await fetchFile(`${url}/f`, init());
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('abc');
  });

  it('fails the call, not the process, on a status no Response can carry', async () => {
    const url = await serve((_req, res) => {
      res.statusCode = 650;
      res.end('{}');
    });
    await expect(fetchFile(`${url}/odd`, init())).rejects.toThrow(RangeError);
  });
});
