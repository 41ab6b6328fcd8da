// goods actQuery (spec 03 §7 goods module): the goods a flash-sale activity may take, i.e. the
// listed ones (status 20, the only goods secKill/addAct accepts). The flash-sale form picks its good
// from these (lib/screens/goods/goods-active.ts).
import { callOf } from '../../calls.ts';
import type { Resource } from '../../kit/resource.ts';

export const goodsForActivityResource: Resource = {
  name: 'goods-act-query',
  page: callOf('POST /{p}/goods/actQuery'),
  from: 'goods g',
  where: 'g.status = 20',
  select: 'g.goods_id AS goodsId, g.goods_name AS goodsName, g.price AS price, g.stock AS stock, g.status AS status',
  orderBy: 'g.goods_id DESC',
  filters: {
    goodsId: { eq: 'g.goods_id' },
    goodsName: { like: 'g.goods_name' },
  },
};
