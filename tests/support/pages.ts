import { expect } from 'vitest';
import type { ConsoleClient } from './console-client';

/** A page's HTML as the client gets it (200 expected). */
export async function html(client: ConsoleClient, path: string): Promise<string> {
  const res = await client.fetch(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The RSC payload a client-side navigation to the page would fetch. */
export async function rsc(client: ConsoleClient, path: string): Promise<string> {
  let res = await client.fetch(path, { headers: { rsc: '1' } });
  // Next 16 wants a cache-busting _rsc parameter that matches the request headers.
  const location = res.headers.get('location');
  if (res.status === 307 && location?.includes('_rsc')) res = await client.fetch(location, { headers: { rsc: '1' } });
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/x-component');
  return res.text();
}
