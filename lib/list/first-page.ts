// A list's first page on a document load travels beside the RSC payload, not inside it. As a prop
// the packed rows (~100 KB at 200 x 30) went into the payload, were read back by the server's HTML
// render, and were sent again as an escaped copy in the payload's inline scripts (115 KB of the
// 200-row member list's document; 24 KB without them, and 3-5% less console CPU per request).
// Instead the page keeps the text here under a name and passes the name; the list's HTML render
// (same process, same request) reads the text back, draws its first screenful and writes the text
// once into the document as a JSON data block, which the browser reads when it hydrates. A router
// navigation renders no HTML, so the page passes the text itself there (list-screen.tsx reads either).
import type { Page } from '@/lib/answer/rows';
import { unpackPage } from './paging';

/** The first page as a prop: its packed text (a router navigation) or the name it is kept under. */
export type FirstPage = string | { kept: string };

/** Kept texts by name, shared by the server's two module graphs (RSC and HTML) through globalThis. */
interface Kept {
  text: string;
  at: number;
}
const STORE = Symbol.for('console.list.firstPages');
const store = (): Map<string, Kept> => {
  const g = globalThis as { [STORE]?: Map<string, Kept> };
  g[STORE] ??= new Map();
  return g[STORE];
};

/**
 * A kept text is taken when the HTML render writes it out; one whose render never came (the
 * request broke off) goes after this long, swept when another is kept.
 */
const KEEP_MS = 30_000;

/** Server (the page): keeps a first page's packed text for the HTML render of this request. */
export function keepFirstPage(text: string, now = Date.now()): { kept: string } {
  const kept = store();
  for (const [name, k] of kept) {
    if (now - k.at < KEEP_MS) break; // kept in time order: the rest are younger
    kept.delete(name);
  }
  // Random, not a count: a count in the page would tell an operator how many lists others opened.
  const name = `first-page-${crypto.randomUUID()}`;
  kept.set(name, { text, at: now });
  return { kept: name };
}

/** Server (the HTML render): the kept text, or null once written out or swept. */
export function keptText(name: string): string | null {
  return store().get(name)?.text ?? null;
}

/** Server (the HTML render): the kept text, taken, for the document; null when gone already. */
export function takeKeptText(name: string): string | null {
  const text = keptText(name);
  store().delete(name);
  return text;
}

/** JSON text safe inside a <script> element: no `<`, `>`, `&` or line separators as themselves. */
export function jsonForScript(text: string): string {
  return text.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The first page from the prop: unpacked from its text, or from the kept text (on the server) or the
 * document's data block (in the browser). Null when neither is there: the list then asks again.
 */
export function readFirstPage(first: FirstPage | Page | null): Page | null {
  if (first === null) return null;
  if (typeof first === 'string') return unpackPage(first);
  if (!('kept' in first)) return first;
  const text = typeof document === 'undefined' ? keptText(first.kept) : (document.getElementById(first.kept)?.textContent ?? null);
  return text === null ? null : unpackPage(text);
}
