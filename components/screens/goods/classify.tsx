import { ClientScreen } from '@/components/screens/lazy';
import type { BespokeProps } from '@/components/screens/types';
import { type GateContext, passes } from '@/lib/access/gate';
import { pathFor } from '@/lib/calls/define';
import { actionView } from '@/lib/list/view';
import { classifyCalls, goodsClassify } from '@/lib/screens/goods/goods-classify';
import { currentSession, requireConsole } from '@/lib/session/guard';

/** 商品分类: the three-level category tree; the actions the operator may use are settled here. */
export default async function GoodsClassifyScreen({ biz }: BespokeProps) {
  const { access } = await requireConsole();
  const session = await currentSession();
  const productCode = session?.productCode ?? 'all';
  const ctx: GateContext = { rights: access.rights, biz, roleType: session?.roleType ?? 'PRODUCT', productCode };
  const actions = (goodsClassify.actions ?? []).filter((a) => passes(a, ctx)).map((a) => actionView(a, productCode));
  return (
    <ClientScreen
      name="GoodsClassify"
      tree={pathFor(classifyCalls.tree, productCode)}
      tools={actions.filter((a) => !('idKey' in a) || !a.idKey)}
      actions={actions.filter((a) => 'idKey' in a && a.idKey)}
      roleType={ctx.roleType}
    />
  );
}
