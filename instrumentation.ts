// Runs once when a console server starts: a production server with a missing or weak
// SESSION_SECRET (or any invalid setting) refuses to start instead of failing on first use.
// Next only logs an error thrown here and goes on serving, so the process exits itself.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  try {
    const { config } = await import('./lib/config');
    config();
  } catch (error) {
    console.error(`console refuses to start: ${(error as Error).message}`);
    process.exit(1);
  }
}
