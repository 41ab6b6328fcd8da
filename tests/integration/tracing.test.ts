// Issue 38: with OTEL_EXPORTER_OTLP_ENDPOINT set, each proxied call is a span whose child is its
// upstream call, exported over OTLP (a collector stands in here, taking http/json); no personal
// data and no query in any attribute. Unset (the suite's shared console), nothing is exported.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startConsole, type Running } from '../../scripts/servers.ts';
import { signedIn } from '../support/console-client';
import { startUpstream, type RunningUpstream } from '../support/upstream-process';

const SECRET = 'tracing-secret-0123456789abcdef-0123456789abc';
const AT = { 'x-console-screen': 'MemberList' };
const MOBILE = '13812345678';

type Attr = { key: string; value: Record<string, unknown> };
type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: Attr[] };

let upstream: RunningUpstream;
let web: Running;
let collector: Server;
const bodies: string[] = [];

beforeAll(async () => {
  upstream = await startUpstream();
  const port = await freePort();
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      if (req.url === '/v1/traces') bodies.push(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => collector.listen(port, '127.0.0.1', r));
  web = await startConsole({
    UPSTREAM_URL: upstream.url,
    SESSION_SECRET: SECRET,
    AUDIT_STDOUT: '0',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '200',
  });
});

afterAll(async () => {
  await web?.stop();
  await upstream?.stop();
  await new Promise((r) => collector?.close(r));
});

const spans = (): OtlpSpan[] =>
  bodies.flatMap((b) =>
    (JSON.parse(b) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }> }).resourceSpans.flatMap((r) =>
      r.scopeSpans.flatMap((s) => s.spans),
    ),
  );

describe('traces', () => {
  it('a proxied call is a span with its upstream call as child, without personal data', async () => {
    const admin = await signedIn(web.url, 'admin');
    // The member list's query carries a mobile (its entry takes any search field).
    const res = await admin.api(`/admin/member/page?mobile=${MOBILE}`, { mobile: MOBILE, pageNum: 1, pageSize: 20 }, AT);
    expect(res.status).toBe(200);
    let proxy: OtlpSpan | undefined;
    let child: OtlpSpan | undefined;
    while (!child) {
      await new Promise((r) => setTimeout(r, 100));
      const all = spans();
      proxy = all.find((s) => s.name === 'console.proxy' && s.attributes?.some((a) => a.key === 'console.call'));
      child = proxy && all.find((s) => s.parentSpanId === proxy!.spanId && s.name === 'upstream POST /admin/member/page');
    }
    expect(child.traceId).toBe(proxy!.traceId);
    expect(child.attributes).toEqual(expect.arrayContaining([{ key: 'console.call', value: { stringValue: '/admin/member/page' } }]));
    const text = bodies.join('\n');
    expect(text).not.toContain(MOBILE);
    for (const secret of [SECRET, 'Admin2026', ...[...admin.jar.values()]]) expect(text).not.toContain(secret);
  });
});
