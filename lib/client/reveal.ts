// The one way the browser asks for a plaintext (a dialog field's or a list cell's 查看): the host's
// reveal call with the field clicked as `_reveal`; the console's server checks that field's gate,
// hands back only it and audits it by name (lib/gate/reveal.ts). The value is shown, never kept.
import { EMPTY_CELL } from '@/lib/list/cell-text';
import { api } from './fetcher';

/** The plaintext of `field` for the record the body names by its id. */
export async function revealOne(path: string, field: string, body: Readonly<Record<string, unknown>>): Promise<string> {
  const answer = await api<Record<string, unknown>>(`${path}?_reveal=${encodeURIComponent(field)}`, { body: { ...body } });
  return String(answer?.[field] ?? EMPTY_CELL);
}
