import 'server-only';
import { subscribe } from 'node:diagnostics_channel';
import { type Context, context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { ReadableSpan, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { registerOTel } from '@vercel/otel';
import { UPSTREAM_CHANNEL, type UpstreamCallEvent } from '@/lib/upstream/client';

// OpenTelemetry traces, only when OTEL_EXPORTER_OTLP_ENDPOINT is set (instrumentation.ts loads this
// file then, and never otherwise): a span per proxied call (lib/ops/traced.ts) with the upstream
// call as its child, built from the transport's diagnostics channel. No automatic fetch spans (they
// would carry full URLs). Attributes name declared calls and methods only; the raw addresses Next
// puts on its own request spans lose their query, which may carry personal data.

export const TRACER = 'operator-console';

/** Drops the query from the URL attributes of every span before it is exported. */
class StripQueries implements SpanProcessor {
  onStart(): void {}
  onEnd(span: ReadableSpan): void {
    const attrs = span.attributes as Record<string, unknown>;
    for (const key of ['http.target', 'http.url', 'url.full', 'url.query', 'next.url']) {
      const v = attrs[key];
      if (typeof v === 'string') attrs[key] = key === 'url.query' ? '' : v.split('?')[0];
    }
  }
  async forceFlush(): Promise<void> {}
  async shutdown(): Promise<void> {}
}

export function startTracing(): void {
  registerOTel({
    serviceName: process.env.OTEL_SERVICE_NAME || 'operator-console',
    instrumentations: [],
    spanProcessors: [new StripQueries(), 'auto'],
  });
  subscribe(UPSTREAM_CHANNEL, (message) => {
    const e = message as UpstreamCallEvent;
    const parent: Context = context.active();
    const proxied: Span | undefined = trace.getSpan(parent);
    proxied?.setAttribute('console.call', e.call);
    const end = Date.now();
    const span = trace.getTracer(TRACER).startSpan(
      `upstream ${e.method} ${e.call}`,
      {
        kind: SpanKind.CLIENT,
        startTime: end - e.seconds * 1000,
        attributes: { 'console.call': e.call, 'http.request.method': e.method, 'console.upstream.outcome': e.outcome },
      },
      parent,
    );
    if (!/^2xx$|^3xx$/.test(e.outcome)) span.setStatus({ code: SpanStatusCode.ERROR, message: e.outcome });
    span.end(end);
  });
}
