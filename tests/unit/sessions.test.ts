// Issue 18's pure rules: the client address behind trusted proxies, its masking, the retry time
// of a throttled sign-in, the in-memory store's windows and stamps, and the page policy.
import { describe, expect, it } from 'vitest';
import { pagePolicy } from '@/lib/csp';
import { clientAddress, maskAddress, PEER_HEADER } from '@/lib/session/client-address';
import { retryTime } from '@/lib/session/throttle';
import { MemoryStore } from '@/lib/store/memory';

const headers = (peer: string, xff?: string) => new Headers({ [PEER_HEADER]: peer, ...(xff ? { 'x-forwarded-for': xff } : {}) });

describe('clientAddress', () => {
  it('is the socket peer unless the peer is a trusted proxy', () => {
    expect(clientAddress(headers('::ffff:198.51.100.4', '203.0.113.9'), [])).toBe('198.51.100.4');
    expect(clientAddress(headers('127.0.0.1', '203.0.113.9'), ['10.0.0.1'])).toBe('127.0.0.1');
  });

  it('behind trusted proxies is the last forwarded hop that is not one of them (a client cannot prepend its way out)', () => {
    expect(clientAddress(headers('127.0.0.1', '1.2.3.4, 203.0.113.9'), ['127.0.0.1'])).toBe('203.0.113.9');
    expect(clientAddress(headers('127.0.0.1', '1.2.3.4, 203.0.113.9, 10.0.0.2'), ['127.0.0.1', '10.0.0.2'])).toBe('203.0.113.9');
    expect(clientAddress(headers('127.0.0.1'), ['127.0.0.1'])).toBe('127.0.0.1');
  });

  it('is "unknown" without the peer stamp', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.9' }), [])).toBe('unknown');
  });
});

describe('maskAddress and retryTime', () => {
  it('keeps only the network part of an address', () => {
    expect(maskAddress('203.0.113.9')).toBe('203.0.*.*');
    expect(maskAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:*');
  });

  it('names the first whole minute at which the window has closed, in the console time zone', () => {
    expect(retryTime(Date.UTC(2026, 0, 5, 2, 14, 30))).toBe('10:15');
    expect(retryTime(Date.UTC(2026, 0, 5, 2, 15, 0))).toBe('10:15');
  });
});

describe('the in-memory store', () => {
  it('counts failures in a window that opens with the first and clears on success', async () => {
    const store = new MemoryStore();
    await store.addFailure(['a', 'b'], 60_000);
    const [a, b] = await store.addFailure(['a', 'b'], 60_000);
    expect(a.count).toBe(2);
    expect(b.resetInMs).toBeGreaterThan(59_000);
    await store.clearFailures('a');
    expect((await store.counts(['a', 'b'])).map((c) => c.count)).toEqual([0, 2]);
  });

  it('keeps a revocation until its time, and gives an operator a new stamp on a change for them or for all', async () => {
    const store = new MemoryStore();
    await store.revoke('s1', 60_000);
    await store.revoke('s2', -1);
    expect((await store.sessionState('s1', 'e1', 0)).revoked).toBe(true);
    expect((await store.sessionState('s2', 'e1', 0)).revoked).toBe(false);
    const before = (await store.sessionState('s3', 'e1', 0)).rightsStamp;
    await store.bumpRights('e2');
    expect((await store.sessionState('s3', 'e1', 0)).rightsStamp).toBe(before);
    await store.bumpRights('e1');
    const own = (await store.sessionState('s3', 'e1', 0)).rightsStamp;
    expect(own).not.toBe(before);
    await store.bumpRights(null);
    expect((await store.sessionState('s3', 'e1', 0)).rightsStamp).not.toBe(own);
  });
});

describe('pagePolicy', () => {
  it('allows scripts by nonce and strict-dynamic only; eval only in development', () => {
    const policy = pagePolicy('abc', false);
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic';");
    expect(policy).not.toContain('unsafe-eval');
    expect(pagePolicy('abc', true)).toContain("'strict-dynamic' 'unsafe-eval'");
  });
});
