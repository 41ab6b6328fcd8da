import type { ColumnDef, FilterUse, ListDef, ScreenDef } from '../types.ts';
import { orderCalls } from '../../calls/bills.ts';
import { ORDER_COLUMNS, ORDER_FILTERS } from './order-page-pos.ts';

// The transaction searches over the POS orders: spec 01 §2 names /TransSearchSimple (last 30 days
// by default, spec 01 §9), /JF_TransSearch, /MsyTransSearch and /MsyTransSearchOrg without their
// fields. Designed as the order search form and columns of spec 02 §3, their id cells opening the
// four-tab order detail (spec 02 §2 "another variant").

const last30: FilterUse = { name: 'crtTime', label: '交易时间', defaultWindow: { days: 30 }, shortcuts: 'lookback' };
const filters: readonly FilterUse[] = [last30, ...ORDER_FILTERS.filter((f) => typeof f === 'string' || f.name !== 'crtTime')];
const columns: readonly ColumnDef[] = ORDER_COLUMNS.map((c) => (c.key === 'orderId' ? { ...c, link: 'orderBrief' } : c));

function transList(extra: Partial<ListDef> = {}): ListDef {
  return {
    call: orderCalls.transPage,
    rowKey: 'orderId',
    filters,
    columns,
    export: { call: orderCalls.transExport, name: '交易查询', kind: 'file' },
    ...extra,
  };
}

export const transSearchSimple: ScreenDef = {
  name: 'TransSearchSimple',
  title: '交易查询',
  area: 'bills',
  kind: 'list',
  list: transList(),
};

export const jfTransSearch: ScreenDef = {
  name: 'JF_TransSearch',
  title: 'JF交易查询',
  area: 'finance-terminal',
  kind: 'list',
  list: transList(),
};

export const msyTransSearch: ScreenDef = { name: 'MsyTransSearch', title: 'MSY交易查询', area: 'msy', kind: 'list', list: transList() };

/** The organisation variant: searched by the current organisation's subtree. */
export const msyTransSearchOrg: ScreenDef = {
  name: 'MsyTransSearchOrg',
  title: 'MSY机构交易查询',
  area: 'msy',
  kind: 'list',
  list: transList({
    // The current organisation by its member id (spec 02 §3 search form: curOrgMemberId).
    filters: [
      last30,
      'orderId',
      'memberId',
      'psamCode',
      'orderStatus',
      { name: 'curOrgMemberId', label: '当前机构', type: 'member', mode: 'curOrg', placeholder: '请输入当前机构', products: 'notDfLys' },
    ],
  }),
};
