import { ClientScreen } from '@/components/screens/lazy';
import type { BespokeProps } from '@/components/screens/types';
import { enumOptions } from '@/lib/dict/enums';
import { memberCalls, memberDialog } from '@/lib/dialogs/member';
import { indicatorCalls } from '@/lib/screens/members/indicators';

const PRODUCTS = ['myx', 'mcf', 'byhb', 'df', 'lys', 'zzf', 'jf'];

/**
 * 会员指标统计 (spec 02 §2): the page is drawn in the browser; here its options and paths are
 * settled. A member id opens the member dialog, whose view the server refuses without its right.
 */
export default function MemberIndStatScreen({ productCode, roleType, can }: BespokeProps) {
  return (
    <ClientScreen
      name="MemberIndStat"
      paths={{
        page: indicatorCalls.memberPage.path,
        list: indicatorCalls.list.path,
        export: indicatorCalls.export.path,
        series: memberCalls.indicatorSeries.path,
      }}
      options={{
        // Spec 01 §6: the product filter only under 'all'.
        products: productCode.toLowerCase() === 'all' ? PRODUCTS.map((p) => ({ value: p, label: p })) : null,
        periodType: enumOptions('periodType'),
        custIndicatorType: enumOptions('custIndicatorType'),
        custIndicatorTag: enumOptions('custIndicatorTag'),
        indicatorGroupTag: enumOptions('indicatorGroupTag'),
      }}
      roleType={roleType}
      memberLink={!memberDialog.right || can(memberDialog.right)}
    />
  );
}
