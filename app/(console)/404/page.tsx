import type { Metadata } from 'next';
import { ErrorPage } from '@/components/shell/error-page';

export const metadata: Metadata = { title: 'Not Found' };

export default function NotFoundRoutePage() {
  return <ErrorPage code="404" label="错误页面" heading="页面不存在" text="您访问的页面不存在，请检查地址是否正确" />;
}
