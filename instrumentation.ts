// Runs once when a console server starts (Next's instrumentation hook). The Node-only part lives
// in its own file so the Edge build never sees it. Tracing is loaded only when an OTLP endpoint is
// set: unset, no OpenTelemetry code runs at all.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) (await import('./lib/ops/tracing')).startTracing();
  await import('./instrumentation-node');
}
