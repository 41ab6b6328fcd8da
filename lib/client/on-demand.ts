import { NETWORK_ERROR_TEXT, NOTICE_TITLE } from '@/lib/errors/classify';
import { notify } from './notify';

/** Spec 01 §9: "Chunk load timeout 120 seconds." */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * import() of code a click needs, kept out of the page's first load. A chunk that fails to load
 * (offline, or a deploy replaced it), or has not come within 120 s (01-N16), is notified like a
 * failed request, then thrown on.
 */
export async function onDemand<T>(load: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`chunk not loaded within ${CHUNK_TIMEOUT_MS} ms`)), CHUNK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([load(), late]);
  } catch (error) {
    notify({ type: 'error', title: NOTICE_TITLE, message: NETWORK_ERROR_TEXT });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
