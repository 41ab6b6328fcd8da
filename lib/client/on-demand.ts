import { NETWORK_ERROR_TEXT, NOTICE_TITLE } from '@/lib/errors/classify';
import { notify } from './notify';

/**
 * import() of code a click needs, kept out of the page's first load. A chunk that fails to load
 * (offline, or a deploy replaced it) is notified like a failed request, then thrown on.
 */
export async function onDemand<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    notify({ type: 'error', title: NOTICE_TITLE, message: NETWORK_ERROR_TEXT });
    throw error;
  }
}
