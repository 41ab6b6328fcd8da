// A tiny HTTP client for the console with a cookie jar, as a browser on the console's origin.
export class ConsoleClient {
  readonly jar = new Map<string, string>();
  readonly base: string;
  constructor(base: string) {
    this.base = base;
  }

  get origin(): string {
    return new URL(this.base).origin;
  }

  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Applies Set-Cookie headers the way a browser would (Max-Age=0 deletes). */
  absorb(res: Response): string[] {
    const set = res.headers.getSetCookie();
    for (const line of set) {
      const [pair, ...attrs] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || attrs.some((a) => /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return set;
  }

  async fetch(path: string, init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {}): Promise<Response> {
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = { ...(this.jar.size ? { cookie: this.cookieHeader() } : {}), ...init.headers };
    if (method !== 'GET' && !('origin' in headers)) headers.origin = this.origin;
    const res = await fetch(`${this.base}${path}`, { ...init, method, headers, redirect: 'manual' });
    this.absorb(res);
    return res;
  }

  /** A JSON call through the proxy: POST /api<path>. */
  api(path: string, body: unknown = {}, headers: Record<string, string> = {}, method = 'POST'): Promise<Response> {
    return this.fetch(`/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: method === 'GET' ? undefined : JSON.stringify(body),
    });
  }

  async login(loginId: string, password: string, extra: Record<string, unknown> = {}, captchaCode = 'TEST'): Promise<Response> {
    const captcha = await this.fetch('/auth/captcha');
    const { captchaKey } = (await captcha.json()) as { captchaKey: string };
    return this.fetch('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId, password, captchaKey, captchaCode, ...extra }),
    });
  }
}

export const ACCOUNTS = {
  admin: ['admin', 'Admin2026'],
  operator: ['operator', 'Oper2026'],
  agent: ['agent', 'Agent2026'],
  provider: ['provider', 'Prov2026'],
} as const;

export async function signedIn(base: string, who: keyof typeof ACCOUNTS): Promise<ConsoleClient> {
  const client = new ConsoleClient(base);
  const [loginId, password] = ACCOUNTS[who];
  const res = await client.login(loginId, password);
  if (res.status !== 200) throw new Error(`login as ${who} failed: ${res.status} ${await res.text()}`);
  return client;
}
