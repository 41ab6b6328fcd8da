import 'server-only';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

// A span around each proxied call when tracing is on (OTEL_EXPORTER_OTLP_ENDPOINT); the handler
// itself, untouched, when it is off. Its upstream call becomes a child (lib/ops/tracing.ts).

export function traced<A extends unknown[]>(name: string, fn: (request: Request, ...rest: A) => Promise<Response>) {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return fn;
  return (request: Request, ...rest: A): Promise<Response> =>
    trace
      .getTracer('operator-console')
      .startActiveSpan(name, { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method } }, async (span) => {
        try {
          const response = await fn(request, ...rest);
          span.setAttribute('http.response.status_code', response.status);
          if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          return response;
        } finally {
          span.end();
        }
      });
}
