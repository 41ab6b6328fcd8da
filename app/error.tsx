'use client';

import { ErrorPanel, HOME_LINK_CLASS } from '@/components/shell/error-panel';
import { SYSTEM_ERROR } from '@/lib/errors/texts';

// A server error while rendering (the upstream down while the shell loads rights, say): the spec's
// system-error wording and a retry, never a stack trace. The way home is a plain link: after an
// error a full page load is what recovers, and the boundary's chunk stays free of next/link.
export default function Failure({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main className="p-6">
      <ErrorPanel code="500" heading={SYSTEM_ERROR} text="服务暂时不可用，请稍后重试">
        <a href="/" className={HOME_LINK_CLASS}>
          返回首页
        </a>
      </ErrorPanel>
      <div className="mt-2 text-center">
        <button type="button" onClick={reset} className="text-sm text-brand hover:underline">
          重试
        </button>
      </div>
    </main>
  );
}
