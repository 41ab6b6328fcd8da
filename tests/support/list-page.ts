// A screen's page through the console, as its list asks for it (x-console-screen names the screen
// the policy table checks), for the integration files of one area that share these few lines.
import { screens } from '@/lib/screens';
import type { ConsoleClient } from './console-client';
import { json, type Page } from './envelope';

export { type Envelope, json, type Page } from './envelope';

/** The headers that say which screen (and, in a dialog, which view) a call is made from. */
export const AT = (screen: string, view?: string) => ({ 'x-console-screen': screen, ...(view ? { 'x-console-view': view } : {}) });

/** The first page (20 rows) of a list screen's own call. */
export const page = (client: ConsoleClient, screen: string, body: Record<string, unknown> = {}) => {
  const def = screens.find((s) => s.name === screen)!;
  return json<Page>(client.api(def.list!.call.path, { pageNum: 1, pageSize: 20, ...body }, AT(screen)));
};
