// Every row of a paged call, page after page until its total is reached (or a page comes back
// short or empty): for a record built from all its rows, such as a group's activities (03-N16).
import { pageOf } from '../../contract/shapes.ts';

/** The rows of every page; `ask` fetches one page (null: the call failed, and so does this). */
export async function everyPage<T = Record<string, unknown>>(
  ask: (pageNum: number) => Promise<unknown>,
  pageSize: number,
  maxPages = 100,
): Promise<T[] | null> {
  const rows: T[] = [];
  for (let pageNum = 1; pageNum <= maxPages; pageNum++) {
    const answer = await ask(pageNum);
    if (answer === null || answer === undefined) return null;
    const page = pageOf(answer);
    rows.push(...(page.data as T[]));
    if (page.data.length < pageSize || rows.length >= page.total) break;
  }
  return rows;
}
