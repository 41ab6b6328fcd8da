import { ScreenLink } from '@/components/ui/screen-link';
import type { Operator } from '@/lib/access/types';
import { figure } from '@/lib/format/cells';
import type { ScreenVisits } from '@/lib/store/types';
import { terms } from '@/lib/terms';
import type { Figure } from '@/lib/welcome/figures';

export const WELCOME_TITLE = '欢迎使用运营管理后台';

const href = (name: string, code: string | null) => `/${encodeURIComponent(name)}${code ? `?code=${encodeURIComponent(code)}` : ''}`;

function ScreenLinks({
  title,
  names,
  titles,
  code,
}: {
  title: string;
  names: string[];
  titles: Readonly<Record<string, string>>;
  code: string | null;
}) {
  return (
    <section aria-label={title} className="min-w-0 flex-1">
      <h2 className="mb-2 text-sm font-medium text-gray-700">{title}</h2>
      {names.length === 0 ? (
        <p className="text-sm text-gray-500">暂无记录</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {names.map((name) => (
            <li key={name}>
              <ScreenLink
                href={href(name, code)}
                data-screen-link={name}
                className="inline-block rounded border border-gray-200 px-3 py-1.5 text-sm text-gray-700 hover:border-brand hover:text-brand"
              >
                {titles[name]}
              </ScreenLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The welcome page body, shared by /, /Index and /Test: the headline figures the operator's rights
 * allow, then their own most used and recent screens (counted on the server, per operator).
 */
export function Welcome({
  operator,
  titles,
  figures,
  visits,
  code,
}: {
  operator: Operator;
  titles: Readonly<Record<string, string>>;
  figures: Figure[];
  visits: ScreenVisits;
  code: string | null;
}) {
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
      {figures.length > 0 && (
        <section aria-label="数据概览" className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
          {figures.map((f) => (
            <ScreenLink
              key={f.id}
              href={href(f.screen, code)}
              data-figure={f.id}
              data-value={f.value}
              className="rounded-md border border-gray-200 p-3 hover:border-brand"
            >
              <div className="text-xs text-gray-500">{f.label}</div>
              <div className="mt-1 text-xl font-semibold tabular-nums text-gray-900">{figure(f.value, f.money)}</div>
              {f.note && <div className="mt-1 text-xs text-gray-500">{f.note}</div>}
            </ScreenLink>
          ))}
        </section>
      )}
      <div className="mt-6 flex flex-col gap-6 border-t border-gray-100 pt-6 md:flex-row">
        <ScreenLinks title="常用页面" names={visits.used} titles={titles} code={code} />
        <ScreenLinks title="最近访问" names={visits.recent} titles={titles} code={code} />
      </div>
    </section>
  );
}
