import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { HashLoginRedirect } from '@/components/shell/hash-login-redirect';
import './globals.css';

export const metadata: Metadata = { title: '运营管理后台' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <body>
        <HashLoginRedirect />
        {children}
      </body>
    </html>
  );
}
