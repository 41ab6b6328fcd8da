// Idempotency keys of money operations (design: a double click, a retry after a timeout or a
// reload never applies one twice). A key is drawn for an operation and its exact body, kept in
// session storage until the upstream has answered it, and sent again for the same body: the
// upstream then answers the first result instead of applying it twice.

const PREFIX = 'idem:';

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
