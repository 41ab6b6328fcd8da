import { notFound } from 'next/navigation';
import { config } from '@/lib/config';

// The benchmark's baseline (npm run bench): a bare handler in the same build that only forwards
// the request to the same upstream — no session, policy, crypto or audit. It exists only when the
// server starts with CONSOLE_BENCH=1, so a deployment never carries an open relay.
export const dynamic = 'force-dynamic';

const FORWARDED = ['authorization', 'content-type', 'x-random', 'accept'];

async function forward(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  if (process.env.CONSOLE_BENCH !== '1') notFound();
  const { path } = await params;
  const url = new URL(request.url);
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const res = await fetch(`${config().upstreamUrl}/${path.join('/')}${url.search}`, {
    method: request.method,
    headers,
    body: request.method === 'GET' ? undefined : request.body,
    duplex: 'half',
  } as RequestInit);
  return new Response(res.body, {
    status: res.status,
    headers: { 'content-type': res.headers.get('content-type') ?? 'application/octet-stream' },
  });
}

export const GET = forward;
export const POST = forward;
