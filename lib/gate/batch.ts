// A streamed file's chunks gathered into larger pieces before they are deciphered and passed on.
// The upstream's socket yields 64 KB chunks, and each chunk costs a fixed toll on the way out (a
// decipher call, a TransformStream enqueue, Next's pipeTo write, a writev): a 200 MB export is
// 3,200 of them. One piece per BATCH_BYTES pays that toll 16 times less often (npm run bench, files).

/** The size a batch is passed on at. */
export const BATCH_BYTES = 1024 * 1024;
/** The longest a chunk waits for its batch to fill: a slow upstream still trickles through. */
export const BATCH_WAIT_MS = 20;

export class Batch {
  private parts: Uint8Array[] = [];
  private size = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly emit: (piece: Uint8Array) => void;
  private readonly failed: (error: unknown) => void;
  private readonly bytes: number;
  private readonly waitMs: number;

  /**
   * `emit` gets each piece in order; `failed` gets what `emit` threw when a piece was passed on by
   * the timer (otherwise it is thrown to the caller of add or flush).
   */
  constructor(emit: (piece: Uint8Array) => void, failed: (error: unknown) => void, bytes = BATCH_BYTES, waitMs = BATCH_WAIT_MS) {
    this.emit = emit;
    this.failed = failed;
    this.bytes = bytes;
    this.waitMs = waitMs;
  }

  add(chunk: Uint8Array): void {
    if (!chunk.byteLength) return;
    this.parts.push(chunk);
    this.size += chunk.byteLength;
    if (this.size >= this.bytes) this.flush();
    else this.timer ??= setTimeout(() => this.flushLate(), this.waitMs);
  }

  /** Passes on what is held now (at the end of the stream, or when the wait is over). */
  flush(): void {
    this.stopTimer();
    if (!this.size) return;
    const piece = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.size);
    this.parts = [];
    this.size = 0;
    this.emit(piece);
  }

  /** Forgets what is held (the stream was cancelled). */
  drop(): void {
    this.stopTimer();
    this.parts = [];
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
