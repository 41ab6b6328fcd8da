// Runs once when a console server starts (Next's instrumentation hook). The Node-only part lives
// in its own file so the Edge build never sees it.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation-node');
}
