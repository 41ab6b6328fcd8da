// Runs once when a console server starts: a production server with a missing or weak
// SESSION_SECRET (or any invalid setting) refuses to start instead of failing on first use.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { config } = await import('./lib/config');
    config();
  }
}
