// Idempotency keys of money operations (design: a double click, a retry after a timeout or a
// reload never applies one twice). A key is drawn for an operation and its exact body, kept in
// session storage until the upstream has answered it, and sent again for the same body: the
// upstream then answers the first result instead of applying it twice.

const PREFIX = 'idem:';

/** Said when a money operation's answer was lost: the same key confirms which way it went. */
export const LOST_ANSWER_TEXT = '结果未知：该操作可能已受理。请再次点击“确定”以同一请求核实，系统不会重复执行。';
/** Said when the upstream answers a key it has seen: the first result, nothing applied again. */
export const REPLAYED_TEXT = '该操作此前已受理，本次未重复执行';

/** A failure after which the operation may or may not have been applied (no answer came back). */
export function isLostAnswer(error: unknown): boolean {
  const fault = (error as { fault?: unknown } | null)?.fault;
  return fault === 'timeout' || fault === 'upstream' || fault === 'network';
}

/** The upstream marks the answer to a key it has already answered (upstream/idempotency.ts). */
export function isReplay(answer: unknown): boolean {
  return !!answer && typeof answer === 'object' && (answer as { replayed?: unknown }).replayed === true;
}

function hash(text: string): string {
  // FNV-1a, enough to tell two bodies apart in one tab's session storage.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16);
}

function read(slot: string): { key: string; body: string } | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + slot);
    return raw ? (JSON.parse(raw) as { key: string; body: string }) : null;
  } catch {
    return null;
  }
}

/** The key for this operation and body: the kept one when the body is the same, else a fresh one. */
export function idempotencyKey(slot: string, body: unknown): string {
  const digest = hash(JSON.stringify(body));
  const kept = read(slot);
  if (kept && kept.body === digest) return kept.key;
  const key = crypto.randomUUID().replaceAll('-', '');
  try {
    sessionStorage.setItem(PREFIX + slot, JSON.stringify({ key, body: digest }));
  } catch {
    // Storage full or off: the key still protects against a double click in this page.
  }
  return key;
}

/** The upstream answered (applied or refused): the next submission is a new operation. */
export function settleIdempotency(slot: string): void {
  try {
    sessionStorage.removeItem(PREFIX + slot);
  } catch {
    // nothing kept
  }
}
