import type { Metadata } from 'next';
import { BrowserWarning } from '@/components/login/browser-warning';
import { LoginForm } from '@/components/login/login-form';
import { SESSION_EXPIRED_TEXT } from '@/lib/errors/texts';

export const metadata: Metadata = { title: '通用后台登录' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function first(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s ? s : undefined;
}

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const sp = await searchParams;
  return (
    <main className="flex min-h-full items-center justify-center bg-gradient-to-br from-slate-700 to-slate-900 px-4 py-10">
      <div className="w-full max-w-sm rounded-lg bg-white p-8 shadow-2xl">
        <h1 className="mb-6 text-center text-xl font-semibold text-gray-900">通用后台登录</h1>
        {first(sp.expired) && (
          <p role="alert" className="mb-4 rounded border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800">
            {SESSION_EXPIRED_TEXT}
          </p>
        )}
        <BrowserWarning />
        <LoginForm returnTo={first(sp.from)} productCode={first(sp.code)} />
      </div>
    </main>
  );
}
