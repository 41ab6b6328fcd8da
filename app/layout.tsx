import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { HashLoginRedirect } from '@/components/shell/hash-login-redirect';
import './globals.css';

export const metadata: Metadata = { title: '运营管理后台' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request, the not-found page included: only then can Next stamp its
  // scripts with the request's CSP nonce (proxy.ts). A prerendered page's scripts would be refused.
  await connection();
  return (
    <html lang="zh-CN">
      <body>
        <HashLoginRedirect />
        {children}
      </body>
    </html>
  );
}
