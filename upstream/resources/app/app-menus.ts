// The apps' menus and the app resource tree (lib/screens/app-ops/app-*.ts).
import { callOf } from '../../calls.ts';
import { at } from '../system/table.ts';
import { DAY } from '../../kit/time.ts';

import { APP, crud } from './app-crud.ts';

const MENUS = ['首页', '账单', '终端', '我的', '收益', '团队', '消息', '设置'];
export const appMenus = crud(
  {
    page: callOf('POST /admin/app/menu/page'),
    detail: callOf('POST /admin/app/menu/detail'),
    add: callOf('POST /admin/app/menu/add'),
    update: callOf('POST /admin/app/menu/upt'),
  },
  {
    name: 'app-menus',
    table: 'app_menu',
    columns: {
      menuId: 'INTEGER',
      appType: 'INTEGER',
      menuName: 'TEXT',
      route: 'TEXT',
      icon: 'TEXT',
      sort: 'INTEGER',
      status: 'INTEGER',
      uptTime: 'TEXT',
    },
    rows: 16,
    row: (i, { base }) => ({
      menuId: i + 1,
      appType: APP[i % 2],
      menuName: MENUS[Math.floor(i / 2)],
      route: `/pages/${i + 1}`,
      icon: `menu-${i}`,
      sort: i,
      status: i === 15 ? 0 : 1,
      uptTime: at(base - (i + 1) * 5 * DAY),
    }),
    filters: { appType: 'eq', menuName: 'like', status: 'eq' },
    orderBy: 't."sort"',
  },
);

export const appRes = crud(
  {
    page: callOf('POST /admin/app/res/page'),
    detail: callOf('POST /admin/app/res/detail'),
    add: callOf('POST /admin/app/res/add'),
    update: callOf('POST /admin/app/res/upt'),
  },
  {
    name: 'app-res',
    table: 'app_res',
    columns: {
      resId: 'INTEGER',
      appType: 'INTEGER',
      resName: 'TEXT',
      resType: 'INTEGER',
      parentId: 'INTEGER',
      route: 'TEXT',
      sort: 'INTEGER',
      status: 'INTEGER',
      treeName: 'TEXT',
      uptTime: 'TEXT',
    },
    rows: 48,
    row: (i, { base }) => {
      const page = i % 6 === 0;
      const dir = Math.floor(i / 6);
      const name = page ? MENUS[dir] : `${MENUS[dir]}-${['查看', '新增', '编辑', '导出', '分享'][(i % 6) - 1]}`;
      return {
        resId: i + 1,
        appType: APP[dir % 2],
        resName: name,
        resType: page ? 2 : 3,
        parentId: page ? 0 : dir * 6 + 1,
        route: page ? `/pages/${dir}` : null,
        sort: i,
        status: i % 11 === 10 ? 0 : 1,
        treeName: page ? name : `　　${name}`,
        uptTime: at(base - 40 * DAY),
      };
    },
    filters: { appType: 'eq', resName: 'like', status: 'eq' },
    orderBy: 't."resId"',
  },
);
const appResCheck = appRes.check!;
appRes.check = (body, ctx, mode) => {
  body.treeName = `${Number(body.resType) === 3 ? '　　' : ''}${String(body.resName ?? '')}`;
  appResCheck(body, ctx, mode);
};
