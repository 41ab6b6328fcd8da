import { afterEach, describe, expect, it, vi } from 'vitest';
import { Batch, freeNow } from '@/lib/gate/batch';

const chunk = (n: number, fill: number) => Buffer.alloc(n, fill);
/** A batch of 100 bytes (20 ms wait) whose pieces are copied into `pieces`, as they are lent. */
const collecting = (pieces: Buffer[]) =>
  new Batch(
    (p) => pieces.push(Buffer.from(p)),
    () => undefined,
    100,
    20,
  );

describe('Batch: a streamed file’s chunks passed on in larger pieces', () => {
  afterEach(() => vi.useRealTimers());

  it('passes a piece on once it holds the batch size, the bytes in order and exact', () => {
    const pieces: Buffer[] = [];
    const batch = collecting(pieces);
    for (let i = 0; i < 7; i++) batch.add(chunk(30, i));
    // 7 x 30 = 210: two full pieces of 100, 10 bytes held until the end.
    expect(pieces.map((p) => p.length)).toEqual([100, 100]);
    batch.flush();
    expect(pieces.map((p) => p.length)).toEqual([100, 100, 10]);
    expect(Buffer.concat(pieces)).toEqual(Buffer.concat([0, 1, 2, 3, 4, 5, 6].map((i) => chunk(30, i))));
  });

  it('copies what it is given: pieces are at most the batch size and the chunks may be reused at once', () => {
    const pieces: Buffer[] = [];
    const batch = collecting(pieces);
    const reused = chunk(250, 1);
    batch.add(reused);
    reused.fill(2);
    batch.add(reused);
    batch.flush();
    expect(pieces.map((p) => p.length)).toEqual([100, 100, 100, 100, 100]);
    expect(Buffer.concat(pieces)).toEqual(Buffer.concat([chunk(250, 1), chunk(250, 2)]));
  });

  it('a slow stream is not held back: what waited the wait time is passed on', () => {
    vi.useFakeTimers();
    const pieces: number[] = [];
    const batch = new Batch(
      (p) => pieces.push(p.byteLength),
      () => undefined,
      100,
      20,
    );
    batch.add(chunk(10, 1));
    vi.advanceTimersByTime(10);
    batch.add(chunk(10, 2));
    expect(pieces).toEqual([]);
    // The wait counts from the first chunk held.
    vi.advanceTimersByTime(10);
    expect(pieces).toEqual([20]);
    batch.add(chunk(5, 3));
    vi.advanceTimersByTime(20);
    expect(pieces).toEqual([20, 5]);
  });

  it('drop forgets what is held and its timer; a failure on the timer goes to `failed`', () => {
    vi.useFakeTimers();
    const emit = vi.fn();
    const dropped = new Batch(emit, () => undefined, 100, 20);
    dropped.add(chunk(10, 1));
    dropped.drop();
    vi.advanceTimersByTime(50);
    dropped.flush();
    expect(emit).not.toHaveBeenCalled();

    const failed = vi.fn();
    const boom = new Error('decipher');
    const failing = new Batch(
      () => {
        throw boom;
      },
      failed,
      100,
      20,
    );
    failing.add(chunk(10, 1));
    vi.advanceTimersByTime(20);
    expect(failed).toHaveBeenCalledWith(boom);
    // Outside the timer, the caller gets the error.
    expect(() => failing.add(chunk(100, 2))).toThrow(boom);
  });
});

describe('freeNow: a chunk’s memory freed once it is copied', () => {
  it('frees a chunk that owns its whole buffer', () => {
    const own = new Uint8Array(64 * 1024);
    freeNow(own);
    expect(own.byteLength).toBe(0);
  });

  it('leaves a view into a shared buffer alone (a pooled Buffer, a subarray)', () => {
    const pooled = Buffer.from('abc');
    const whole = new Uint8Array(100).fill(7);
    const view = whole.subarray(10, 20);
    freeNow(pooled);
    freeNow(view);
    expect(pooled.toString()).toBe('abc');
    expect(whole.byteLength).toBe(100);
    expect(view[0]).toBe(7);
  });
});
