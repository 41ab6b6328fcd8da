import { termed, terms } from '@/lib/terms';
import type { Operator } from '@/lib/access/types';
import { ChangePassword } from './change-password';
import { LogoutButton } from './logout-button';
import type { PackedNav } from './menu-model';
import { PaletteLauncher } from './palette-launcher';

export const ROLE_LABELS: Record<Operator['roleType'], string> = { PRODUCT: '运营方', ORG: '机构用户' };

/** Who is signed in, under which product; the two account actions are client leaves. */
export function TopBar({ operator, nav }: { operator: Operator; nav: PackedNav }) {
  const t = terms(operator.productCode);
  return (
    <header className="flex h-12 shrink-0 items-center justify-between border-b border-gray-200 bg-white px-4">
      <div className="flex min-w-0 items-center gap-3 text-sm text-gray-600">
        <span className="rounded bg-brand-light px-2 py-0.5 text-xs text-brand" data-role-type={operator.roleType}>
          {termed(ROLE_LABELS[operator.roleType] ?? operator.roleType, operator.productCode)}
        </span>
        <span>
          产品：<span className="font-medium text-gray-800">{operator.productCode}</span>
        </span>
        {operator.roleType === 'ORG' && operator.orgName && (
          <span className="truncate">
            {t.org}：<span className="font-medium text-gray-800">{operator.orgName}</span>
          </span>
        )}
      </div>
      <div className="flex items-center gap-2">
        <PaletteLauncher nav={nav} />
        <span className="text-sm text-gray-800" data-testid="operator">
          {operator.realName}
          <span className="ml-1 text-gray-500">（{operator.loginId}）</span>
        </span>
        <ChangePassword />
        <LogoutButton />
      </div>
    </header>
  );
}
