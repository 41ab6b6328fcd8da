import Link from 'next/link';
import type { Operator } from '@/lib/access/types';
import { leafNames, type SideNode } from './menu-model';
import { SidebarGroup, SidebarLink } from './sidebar-items';

export interface SidebarProps {
  /** Already pruned to registered screens the operator holds the right for (see visibleMenu). */
  nodes: SideNode[];
  productCode: Operator['productCode'];
}

function screenHref(name: string, productCode: string): string {
  return `/${encodeURIComponent(name)}?code=${encodeURIComponent(productCode)}`;
}

function Nodes({ nodes, productCode, depth }: { nodes: SideNode[]; productCode: string; depth: number }) {
  return nodes.map((n) =>
    n.kind === 'leaf' ? (
      <SidebarLink key={n.name} href={screenHref(n.name, productCode)} name={n.name} title={n.title} depth={depth} />
    ) : (
      <SidebarGroup key={n.key} title={n.title} names={leafNames(n.children)} depth={depth}>
        <Nodes nodes={n.children} productCode={productCode} depth={depth + 1} />
      </SidebarGroup>
    ),
  );
}

/** Server-rendered menu; only the active highlight and folding run on the client. */
export function Sidebar({ nodes, productCode }: SidebarProps) {
  return (
    <aside className="flex w-56 shrink-0 flex-col bg-sidebar text-gray-200">
      <Link
        href={`/?code=${encodeURIComponent(productCode)}`}
        className="flex h-12 shrink-0 items-center border-b border-white/10 px-4 text-base font-semibold text-white"
      >
        运营管理后台
      </Link>
      <nav aria-label="主菜单" className="min-h-0 flex-1 overflow-y-auto py-1">
        {nodes.length === 0 ? (
          <p className="px-4 py-3 text-xs text-gray-400">暂无可用菜单</p>
        ) : (
          <Nodes nodes={nodes} productCode={productCode} depth={0} />
        )}
      </nav>
    </aside>
  );
}
