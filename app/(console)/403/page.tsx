import type { Metadata } from 'next';
import { ErrorPage } from '@/components/shell/error-page';

export const metadata: Metadata = { title: '无权限' };

export default function ForbiddenPage() {
  return <ErrorPage code="403" heading="无权限" text="您没有访问该页面的权限" />;
}
