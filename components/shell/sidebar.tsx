import type { Operator } from '@/lib/access/types';
import type { PackedNav } from './menu-model';
import { SidebarMenu } from './sidebar-menu';

export interface SidebarProps {
  /** The menu, already pruned to registered screens the operator holds the right for (see visibleMenu). */
  nav: PackedNav;
  productCode: Operator['productCode'];
}

/** The menu: server-rendered from the operator's rights; searching and folding run in the browser. */
export function Sidebar({ nav, productCode }: SidebarProps) {
  return <SidebarMenu nav={nav} productCode={productCode} />;
}
