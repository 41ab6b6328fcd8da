// Signed-in console sessions for the load generator: the cookie jar of tests/support's
// ConsoleClient, with the headers a browser on the console's origin sends to the proxy.
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { ACCOUNTS, ConsoleClient } from '../../tests/support/console-client.ts';

export type Account = keyof typeof ACCOUNTS;

/** Captcha + login with the fixed test captcha code (the upstream runs with UPSTREAM_CAPTCHA_CODE=TEST). */
export async function signIn(base: string, who: Account): Promise<ConsoleClient> {
  const client = new ConsoleClient(base);
  const [loginId, password] = ACCOUNTS[who];
  const res = await client.login(loginId, password);
  if (res.status !== 200) throw new Error(`login as ${who} via ${base} failed: HTTP ${res.status} ${await res.text()}`);
  if (client.jar.size === 0) throw new Error(`login as ${who} via ${base} set no cookie`);
  return client;
}

/** The headers of a proxied JSON call from `screen` (x-console-screen), with the session cookie. */
export function apiHeaders(client: ConsoleClient, screen: string): OutgoingHttpHeaders {
  return { cookie: client.cookieHeader(), origin: client.origin, 'content-type': 'application/json', 'x-console-screen': screen };
}

/** Takes a re-sealed session cookie (the idle-timeout touch) from a node:http answer into the jar. */
export function absorbCookies(client: ConsoleClient, headers: IncomingHttpHeaders): void {
  const set = headers['set-cookie'];
  if (!set?.length) return;
  const h = new Headers();
  for (const line of set) h.append('set-cookie', line);
  client.absorb({ headers: h } as Response);
}

/** The console's answer to a paged query: `{status, data: {data: rows, total}}`. */
export interface PagedAnswer<Row> {
  status: number;
  message?: string;
  data?: { data?: Row[]; total?: number };
}

export function parseJson<T>(body: Buffer): T | null {
  try {
    return JSON.parse(body.toString('utf8')) as T;
  } catch {
    return null;
  }
}
