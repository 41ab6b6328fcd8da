import { ClientScreen } from '@/components/screens/lazy';
import type { BespokeProps } from '@/components/screens/types';
import { pathFor } from '@/lib/calls/define';
import { classifyCalls } from '@/lib/screens/goods/goods-classify';

/** 商品分类: the three-level category tree; its actions arrive settled for this operator. */
export default function GoodsClassifyScreen({ actions, productCode, roleType }: BespokeProps) {
  return (
    <ClientScreen
      name="GoodsClassify"
      tree={pathFor(classifyCalls.tree, productCode)}
      tools={actions.filter((a) => !('idKey' in a) || !a.idKey)}
      actions={actions.filter((a) => 'idKey' in a && a.idKey)}
      roleType={roleType}
    />
  );
}
