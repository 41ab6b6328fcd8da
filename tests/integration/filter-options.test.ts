import { beforeAll, describe, expect, inject, it } from 'vitest';
import { bodyFrom, valueKeys } from '@/lib/filters/rules';
import { type ConsoleClient, signedIn } from '../support/console-client';
import { openLists, pageRows, screenCall } from '../support/screen-calls';

// Every option of every list's enumeration filter finds rows in the demo data, asked over HTTP as
// the page asks: an option no row can hold is a dead end for the operator (it found 已回收入库
// offered on 非二次终端, stock states on the activated terminals, 划拨申请中 on the stock, and
// every audit type on MSY审核列表, which holds five; and 分润, 返现 and 提现账单 on the bill lists).
const base = inject('consoleUrl');

/** The test upstream's data ends 2026-11-20: a list that opens on a recent window asks for its last 60 days (or its longest range). */
const LAST_DAY = Date.UTC(2026, 10, 20);
const since = (days: number) => `${new Date(LAST_DAY - (days - 1) * 86_400_000).toISOString().slice(0, 10)} 00:00:00`;

describe('enumeration filters', () => {
  let admin: ConsoleClient;
  beforeAll(async () => {
    admin = await signedIn(base, 'admin');
  });

  it('every option finds rows, on every list', async () => {
    const empty: string[] = [];
    let checked = 0;
    // Every window open (lists start on their spec windows, 01 §9: an unbound terminal is outside
    // the bind-time one), but the one that cannot be cleared, which covers the seed's last 60 days.
    for (const { def, list, view, start } of openLists()) {
      const values = { ...start };
      for (const f of view.filters) {
        if (f.type !== 'dateRange') continue;
        const [from, to] = valueKeys(f);
        if (f.clearable !== false) Object.assign(values, { [from!]: '', [to!]: '' });
        else Object.assign(values, { [from!]: since(Math.min(f.maxDays ?? 60, 60)), [to!]: '2026-11-20 23:59:59' });
      }
      for (const f of view.filters) {
        if (f.type !== 'select' || !f.enumId || !f.options) continue;
        for (const o of f.options) {
          if (o.value === '') continue;
          const body = { ...bodyFrom({ ...values, [f.name]: o.value }), ...list.fixed, pageNum: 1, pageSize: 1 };
          const answer = await screenCall(admin, view.route, list.call, body);
          checked++;
          if (answer.status !== 20) empty.push(`${def.name} ${f.name}=${o.value}: ${answer.status} ${answer.message}`);
          else if (pageRows(answer).total === 0) empty.push(`${def.name} ${f.name}=${o.value} ${o.label}`);
        }
      }
    }
    expect(empty).toEqual([]);
    // Binding state and device type are dictionaries now (7006, 7003: spec 03 §9), not enumerations.
    expect(checked).toBeGreaterThan(900);
  });
});
