import { ClientScreen } from '@/components/screens/lazy';
import type { BespokeProps } from '@/components/screens/types';
import { productList } from '@/lib/calls/lookups';
import { enumOptions } from '@/lib/dict/enums';
import { memberCalls, memberDialog } from '@/lib/dialogs/member';
import { indicatorCalls } from '@/lib/screens/members/indicators';

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
        products: productList.path,
      }}
      options={{
        // Spec 01 §6: the product filter only under 'all'; its options from the product list (spec 02 §7).
        products: productCode.toLowerCase() === 'all' ? [] : null,
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
