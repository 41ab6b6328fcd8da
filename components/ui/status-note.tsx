import type { ComponentProps } from 'react';

/** The centred, muted line a tab, dialog or panel shows instead of content: 加载中..., 暂无数据, 加载失败. */
export function StatusNote(props: ComponentProps<'p'>) {
  return <p className="py-6 text-center text-sm text-gray-500" {...props} />;
}
