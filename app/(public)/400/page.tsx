import type { Metadata } from 'next';
import { ErrorPage } from '@/components/shell/error-page';

export const metadata: Metadata = { title: 'Bad Request' };

// What proxy.ts shows (status 400) for a page address it cannot read: a malformed percent-escape
// in the path or the query. Outside the shell: it reads no session.
export default function BadRequestPage() {
  return (
    <main className="p-6">
      <ErrorPage code="400" label="错误页面" heading="请求有误" text="请求地址有误，无法识别" />
    </main>
  );
}
