// A screen's page through the console, as its list asks for it (x-console-screen names the screen
// the policy table checks), for the integration files of one area that share these few lines.
import { screens } from '@/lib/screens';
import type { ConsoleClient } from './console-client';

/** The headers that say which screen (and, in a dialog, which view) a call is made from. */
export const AT = (screen: string, view?: string) => ({ 'x-console-screen': screen, ...(view ? { 'x-console-view': view } : {}) });

export interface Envelope<T = Record<string, unknown>> {
  status: number;
  message?: string;
  data: T;
}
export type Page<T = Record<string, unknown>> = Envelope<{ data: T[]; total: number }>;

export async function json<T = Envelope>(res: Response | Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}

/** The first page (20 rows) of a list screen's own call. */
export const page = (client: ConsoleClient, screen: string, body: Record<string, unknown> = {}) => {
  const def = screens.find((s) => s.name === screen)!;
  return json<Page>(client.api(def.list!.call.path, { pageNum: 1, pageSize: 20, ...body }, AT(screen)));
};
