import type { Metadata } from 'next';
import { ErrorPage } from '@/components/shell/error-page';

export const metadata: Metadata = { title: 'Not Found' };

export default function NotFoundRoutePage() {
  return <ErrorPage code="404" label="错误页面" heading="Not Found" text="页面不存在" />;
}
