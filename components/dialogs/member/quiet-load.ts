import { api } from '@/lib/client/fetcher';

/** A chart tab's load (SWR fetcher): a failed load leaves the chart empty without a message (spec 02 §8). */
export async function quietLoad<T>([path, body]: readonly [string, Record<string, unknown>]): Promise<T | null> {
  try {
    return await api<T>(path, { body, silent: true });
  } catch {
    return null;
  }
}
