import { webCookies } from 'iron-session';
import { beforeAll, describe, expect, it } from 'vitest';

beforeAll(() => {
  process.env.SESSION_SECRET = `${'a'.repeat(40)},${'b'.repeat(40)}`;
});

async function sealWith(token: string, secure = false) {
  const { openSession } = await import('@/lib/session');
  const headers = new Headers();
  const session = await openSession(webCookies(new Request('http://c/'), headers), secure);
  Object.assign(session, {
    token,
    sid: 's1',
    empId: '1',
    memberId: 'A1',
    loginId: 'admin',
    realName: '系统管理员',
    roleType: 'PRODUCT',
    productCode: 'all',
    orgCode: '',
    orgName: '',
    createdAt: Date.now(),
    lastSeen: Date.now(),
  });
  await session.save();
  return headers.getSetCookie();
}

describe('the session cookie', () => {
  it.each([64, 2000, 6000, 9000])('stays under 4 KB per cookie with a %i-character token, and unseals', async (length) => {
    const token = 't'.repeat(length);
    const set = await sealWith(token);
    // Browsers cap name=value at 4096 bytes; the whole Set-Cookie line stays within it too.
    for (const c of set) expect(c.length).toBeLessThanOrEqual(4096);
    const cookie = set.map((c) => c.split(';')[0]).join('; ');
    const { openSession, liveSession } = await import('@/lib/session');
    const back = await openSession(webCookies(new Request('http://c/', { headers: { cookie } }), new Headers()), false);
    expect(liveSession(back)?.token).toBe(token);
  });

  it('unseals a cookie sealed before a secret rotation while the old secret is still listed', async () => {
    const { sealData } = await import('iron-session');
    const sealed = await sealData(
      {
        token: 'x',
        sid: 's1',
        empId: '1',
        loginId: 'a',
        roleType: 'PRODUCT',
        productCode: 'all',
        createdAt: Date.now(),
        lastSeen: Date.now(),
      },
      { password: { 1: 'a'.repeat(40) } },
    );
    const { openSession, liveSession } = await import('@/lib/session');
    const back = await openSession(
      webCookies(new Request('http://c/', { headers: { cookie: `console_session=${sealed}` } }), new Headers()),
      false,
    );
    expect(liveSession(back)?.token).toBe('x');
  });

  it('treats idle and over-age sessions as absent', async () => {
    const { liveSession } = await import('@/lib/session');
    const base = { token: 'x', sid: 's1', empId: '1', loginId: 'a', roleType: 'PRODUCT', productCode: 'all' };
    const now = Date.now();
    const s = (createdAt: number, lastSeen: number) => ({ ...base, createdAt, lastSeen }) as never;
    expect(liveSession(s(now - 1000, now - 1000), now)).not.toBeNull();
    expect(liveSession(s(now - 1000, now - 2 * 3600_000 - 1), now)).toBeNull();
    expect(liveSession(s(now - 12 * 3600_000 - 1, now), now)).toBeNull();
    expect(liveSession({ ...base } as never, now)).toBeNull();
  });

  it('keeps recently unsealed cookies, still applying the idle limit, and forgets them on request', async () => {
    const set = await sealWith('cached-token');
    const cookie = set[0].split(';')[0];
    const value = cookie.slice(cookie.indexOf('=') + 1);
    let reads = 0;
    const jar = { read: (n: string) => (reads++, n === 'console_session' ? value : undefined), write: () => {} };
    const { readSession } = await import('@/lib/session');
    const first = await readSession(jar, false);
    expect(first.data?.token).toBe('cached-token');
    const unsealReads = reads;
    reads = 0;
    const second = await readSession(jar, false);
    expect(second.data?.token).toBe('cached-token');
    expect(reads).toBe(1);
    expect(reads).toBeLessThan(unsealReads);
    expect((await readSession(jar, false, Date.now() + 3 * 3600_000)).data).toBeNull();
    second.forget();
    reads = 0;
    expect((await readSession(jar, false)).data?.token).toBe('cached-token');
    expect(reads).toBeGreaterThan(1);
  });

  it('refuses a revoked session on the next read although its unsealed cookie is cached', async () => {
    const set = await sealWith('revoked-token');
    const cookie = set[0].split(';')[0];
    const jar = { read: (n: string) => (n === 'console_session' ? cookie.slice(cookie.indexOf('=') + 1) : undefined), write: () => {} };
    const { readSession } = await import('@/lib/session');
    const { store } = await import('@/lib/store');
    expect((await readSession(jar, false)).data?.token).toBe('revoked-token');
    await store().revoke('s1', 60_000);
    const after = await readSession(jar, false);
    expect(after).toMatchObject({ data: null, revoked: true });
  });

  it('refuses to seal a token too long for four cookies rather than writing a broken one', async () => {
    await expect(sealWith('t'.repeat(20000))).rejects.toThrow(/cookies/);
  });

  it('refuses to start without a strong secret', async () => {
    const { vi } = await import('vitest');
    const saved = process.env.SESSION_SECRET;
    try {
      for (const bad of ['short', '', `${'a'.repeat(40)},tooshort`]) {
        process.env.SESSION_SECRET = bad;
        vi.resetModules();
        const { config } = await import('@/lib/config');
        expect(() => config()).toThrow(/SESSION_SECRET/);
      }
    } finally {
      process.env.SESSION_SECRET = saved;
      vi.resetModules();
    }
  });
});
