'use client';

import { useSyncExternalStore } from 'react';
import { dismiss, getNotices, getServerNotices, subscribeNotices, type Notice, type NoticeType } from '@/lib/client/notify';

const ACCENT: Record<NoticeType, string> = {
  error: 'border-l-danger',
  warning: 'border-l-warn',
  success: 'border-l-ok',
  info: 'border-l-brand',
};

const ICON: Record<NoticeType, { glyph: string; cls: string }> = {
  error: { glyph: '✕', cls: 'bg-danger' },
  warning: { glyph: '!', cls: 'bg-warn' },
  success: { glyph: '✓', cls: 'bg-ok' },
  info: { glyph: 'i', cls: 'bg-brand' },
};

function Item({ n }: { n: Notice }) {
  const icon = ICON[n.type];
  return (
    <div
      role={n.type === 'error' ? 'alert' : 'status'}
      data-notice-type={n.type}
      className={`pointer-events-auto flex w-80 gap-3 rounded-md border border-gray-200 border-l-4 bg-white p-3 shadow-lg ${ACCENT[n.type]}`}
    >
      <span
        aria-hidden
        className={`mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${icon.cls}`}
      >
        {icon.glyph}
      </span>
      <div className="min-w-0 flex-1">
        <div className="font-semibold text-gray-900">
          {n.title}
          {n.count > 1 && (
            <span data-notice-count className="ml-2 rounded-full bg-gray-100 px-1.5 text-xs font-normal text-gray-600">
              ×{n.count}
            </span>
          )}
        </div>
        <div className="mt-1 break-words text-gray-600">{n.message}</div>
      </div>
      <button
        type="button"
        aria-label="关闭"
        onClick={() => dismiss(n.id)}
        className="h-5 w-5 shrink-0 rounded text-gray-500 hover:bg-gray-100 hover:text-gray-700"
      >
        ×
      </button>
    </div>
  );
}

/** Top-right stack of notifications; mount once per shell (console and login). */
export function Notifier() {
  const notices = useSyncExternalStore(subscribeNotices, getNotices, getServerNotices);
  return (
    <div aria-live="polite" className="pointer-events-none fixed right-4 top-4 z-[1000] flex flex-col items-end gap-2">
      {notices.map((n) => (
        <Item key={n.id} n={n} />
      ))}
    </div>
  );
}
