import type { Operator } from '@/lib/access/types';
import { terms } from '@/lib/terms';
import { RecentScreens } from './recent-screens';

export const WELCOME_TITLE = '欢迎使用运营管理后台';

/** The welcome page body, shared by /, /Index and /Test. */
export function Welcome({ operator, titles }: { operator: Operator; titles: Readonly<Record<string, string>> }) {
  const t = terms(operator.productCode);
  return (
    <section className="rounded-md border border-gray-200 bg-white p-8">
      <h1 className="text-xl font-semibold text-gray-900">{WELCOME_TITLE}</h1>
      <p className="mt-3 text-gray-700">
        您好，<span className="font-medium">{operator.realName}</span>
        {operator.roleType === 'ORG' && operator.orgName ? `（${t.org}：${operator.orgName}）` : ''}
      </p>
      <p className="mt-2 text-sm text-gray-500">
        请从左侧菜单选择要使用的功能（或按 Ctrl+K 搜索页面），已打开的页面会显示在上方的标签栏中。
      </p>
      <RecentScreens titles={titles} />
    </section>
  );
}
