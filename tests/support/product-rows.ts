// The products area's rows through the console (products.test.ts, products-actions.test.ts).
import { expect } from 'vitest';
import type { ConsoleClient } from './console-client';
import { type Envelope, json, type Page } from './envelope';
import { AT } from './list-page';

export type { Page };

/** The screen a call is made from (list-page.ts's AT). */
export { AT as on };

/** A page of 50 rows of a screen's call, which must answer 200 and status 20. */
export async function rows(client: ConsoleClient, screen: string, path: string, body: Record<string, unknown> = {}): Promise<Page['data']> {
  const res = await client.api(path, { pageNum: 1, pageSize: 50, ...body }, AT(screen));
  expect(res.status, `${screen} ${path}`).toBe(200);
  const answer = (await res.json()) as Page;
  expect(answer.status, answer.message).toBe(20);
  return answer.data;
}

/** Any answer's envelope, its data unread. */
export const envelope = (res: Response) => json<Envelope<unknown>>(res);
