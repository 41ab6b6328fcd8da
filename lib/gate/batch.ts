// A streamed file's chunks gathered into larger pieces before they are deciphered and passed on.
// The upstream's socket yields 64 KB chunks, and each chunk costs a fixed toll on the way out (a
// decipher call, a TransformStream enqueue, Next's pipeTo write, a writev): a 200 MB export is
// 3,200 of them. One piece per BATCH_BYTES pays that toll 16 times less often (npm run bench, files).
// The pieces are gathered in one buffer kept for the whole stream, so batching allocates nothing.

/** The size a batch is passed on at. */
export const BATCH_BYTES = 1024 * 1024;
/** The longest a chunk waits for its batch to fill: a slow upstream still trickles through. */
export const BATCH_WAIT_MS = 20;

export class Batch {
  private readonly scratch: Buffer;
  private size = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly emit: (piece: Buffer) => void;
  private readonly failed: (error: unknown) => void;
  private readonly waitMs: number;

  /**
   * `emit` gets each piece in order, lent: it is a view of the batch's own buffer, written over by
   * the next batch, so `emit` must be done with it (decipher it, copy it) when it returns. `failed`
   * gets what `emit` threw when a piece was passed on by the timer (otherwise the caller of add or
   * flush gets it).
   */
  constructor(emit: (piece: Buffer) => void, failed: (error: unknown) => void, bytes = BATCH_BYTES, waitMs = BATCH_WAIT_MS) {
    this.scratch = Buffer.allocUnsafeSlow(bytes);
    this.emit = emit;
    this.failed = failed;
    this.waitMs = waitMs;
  }

  /** Copies the chunk in: the caller may reuse or free it once add returns. */
  add(chunk: Uint8Array): void {
    for (let at = 0; at < chunk.byteLength; ) {
      const n = Math.min(chunk.byteLength - at, this.scratch.length - this.size);
      this.scratch.set(chunk.subarray(at, at + n), this.size);
      this.size += n;
      at += n;
      if (this.size === this.scratch.length) this.flush();
    }
    if (this.size) this.timer ??= setTimeout(() => this.flushLate(), this.waitMs);
  }

  /** Passes on what is held now (at the end of the stream, or when the wait is over). */
  flush(): void {
    this.stopTimer();
    if (!this.size) return;
    const piece = this.scratch.subarray(0, this.size);
    this.size = 0;
    this.emit(piece);
  }

  /** Forgets what is held (the stream was cancelled). */
  drop(): void {
    this.stopTimer();
    this.size = 0;
  }

  private flushLate(): void {
    this.timer = undefined;
    try {
      this.flush();
    } catch (error) {
      this.failed(error);
    }
  }

  private stopTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/**
 * Frees a chunk's memory now instead of at a later GC (lib/upstream/chunk-gc.ts: off-heap buffers
 * are what a stream's RSS grows by). Only for a chunk the caller owns, such as one read from a
 * byte stream like a fetch body (the stream transfers each buffer to its reader), and only when it
 * spans its whole ArrayBuffer: a view into a shared one (Node's Buffer pool) is left alone.
 */
export function freeNow(chunk: Uint8Array): void {
  const { buffer } = chunk;
  if (buffer instanceof ArrayBuffer && chunk.byteOffset === 0 && chunk.byteLength === buffer.byteLength) buffer.transfer(0);
}
