import { beforeAll, describe, expect, inject, it } from 'vitest';
import { findDialog } from '@/lib/dialogs';
import { defaultValues, missingRequired } from '@/lib/filters/rules';
import { screens } from '@/lib/screens';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { filled, fullView, pageRows, type Row, screenCall } from '../support/screen-calls';

// Every id a list links opens a record: for each link column of each list, the ids of its first
// page are loaded by the first tab of the dialog they open, as the dialog loads them. MSY终端更换's
// 原终端 linked terminals that did not exist (the seed drew their codes): the terminal dialog opened
// empty on every one.
const base = inject('consoleUrl');

/** What a path such as `data.0` names inside an answer. */
const at = (data: unknown, path = '') =>
  path
    .split('.')
    .filter(Boolean)
    .reduce<unknown>((o, k) => (o as Row | null | undefined)?.[k], data);

describe('list id links', () => {
  let admin: ConsoleClient;
  beforeAll(async () => {
    admin = await signedIn(base, 'admin');
  });

  it('open a record in the dialog of their kind', async () => {
    const empty: string[] = [];
    const opened = new Set<string>();
    for (const def of screens) {
      const list = def.list;
      if (!list) continue;
      const view = fullView(def);
      if (missingRequired(view.filters, defaultValues(view.filters, new Date()))) continue;
      const rows = pageRows(await screenCall(admin, def.name, list.call, { ...list.fixed, pageNum: 1, pageSize: 20 })).rows;
      for (const c of view.columns) {
        if (!c.link || c.rowOnly) continue;
        const dialog = findDialog(c.link);
        expect(dialog, `${def.name} ${c.key} → ${c.link}`).not.toBeNull();
        const tab = dialog!.tabs?.find((t) => t.id === dialog!.defaultTab) ?? dialog!.tabs?.[0];
        // A dialog drawn by its own component loads what it loads; its tabs are the engine's.
        if (tab?.kind !== 'fields') continue;
        for (const row of rows.filter((r) => filled(r[c.key])).slice(0, 3)) {
          const id = String(row[c.key]);
          if (opened.has(`${c.link} ${id}`)) continue;
          opened.add(`${c.link} ${id}`);
          const path = tab.load.path.replace('{id}', encodeURIComponent(id));
          const answer = await screenCall(admin, def.name, { ...tab.load, path }, { [tab.idKey]: id, ...tab.extra });
          const record = at(answer.data, tab.path);
          if (answer.status !== 20 || record === null || record === undefined)
            empty.push(`${def.name} ${c.key}=${id} → ${c.link}: ${answer.status} ${answer.message ?? ''}`);
        }
      }
    }
    expect(empty).toEqual([]);
    expect(opened.size).toBeGreaterThan(350);
  });
});
