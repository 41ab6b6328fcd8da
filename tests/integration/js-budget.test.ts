import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { chunksWith, DIALOG_MARKERS, JS_BUDGET_KB, LOGIN_JS_BUDGET_KB, measureJs } from '../../scripts/bench/js.ts';
import { ROOT } from '../../scripts/servers.ts';
import { ConsoleClient } from '../support/console-client';

// First-load JS per screen kind, as the bench measures it: a screen that passes the budget fails
// here, so the budget holds as screens are added (the bench reports the figures; this guards them).
const base = inject('consoleUrl');
const admin = new ConsoleClient(base);

// Lists (the widest, one BIZ_ one, the organisations the form opens from), bespoke screens, the home page.
const SCREENS = ['/MemberList', '/BIZ_AcctList', '/OrgInfManage', '/AuthElementCheck', '/SystemAuthorizationMember', '/'];

beforeAll(async () => {
  expect((await admin.login('admin', 'Admin2026')).status).toBe(200);
});

describe('first-load JS budget', () => {
  it.each(SCREENS)('%s stays within the budget', async (page) => {
    const figures = await measureJs(base, page, admin.cookieHeader());
    expect(figures.gzipKB, `${page}: ${figures.gzipKB} KB gzip`).toBeLessThanOrEqual(JS_BUDGET_KB);
  });

  it('/Login stays within its budget', async () => {
    const figures = await measureJs(base, '/Login');
    expect(figures.gzipKB, `/Login: ${figures.gzipKB} KB gzip`).toBeLessThanOrEqual(LOGIN_JS_BUDGET_KB);
  });
});

// The largest dialogs' code (the organisation form, the member dialog's engine) is fetched when the
// dialog opens (tests/e2e/orgs.test.ts, members.test.ts open them), never with a screen: a static
// import from a screen or the shell would put its chunk into every first load.
describe.each(DIALOG_MARKERS)("the $dialog's code", ({ source, marker }) => {
  it(`is in the build, told by ${marker} (${source})`, () => {
    expect(readFileSync(`${ROOT}${source}`, 'utf8')).toContain(marker);
    expect(chunksWith(marker).length).toBeGreaterThan(0);
  });

  it.each(SCREENS)('is not in the first load of %s', async (page) => {
    const own = chunksWith(marker);
    const { chunks } = await measureJs(base, page, admin.cookieHeader());
    expect(chunks.map((c) => c.file).filter((f) => own.includes(f))).toEqual([]);
  });
});
