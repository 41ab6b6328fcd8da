import type { Operator } from '@/lib/access/types';
import type { SideNode } from './menu-model';
import { SidebarMenu } from './sidebar-menu';

export interface SidebarProps {
  /** Already pruned to registered screens the operator holds the right for (see visibleMenu). */
  nodes: SideNode[];
  productCode: Operator['productCode'];
}

/** The menu: server-rendered from the operator's rights; searching and folding run in the browser. */
export function Sidebar({ nodes, productCode }: SidebarProps) {
  return <SidebarMenu nodes={nodes} productCode={productCode} />;
}
