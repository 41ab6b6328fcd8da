import Link from 'next/link';

/** The shared look of /403, /404 and the not-found page. */
export function ErrorPage({
  code,
  heading,
  text,
  label,
  homeHref = '/',
}: {
  code: string;
  heading: string;
  text: string;
  label?: string;
  homeHref?: string;
}) {
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-center">
      {label && <span className="rounded bg-gray-100 px-2 py-0.5 text-xs text-gray-500">{label}</span>}
      <div aria-hidden className="text-6xl font-bold text-gray-300">
        {code}
      </div>
      <h1 className="text-xl font-semibold text-gray-800">{heading}</h1>
      <p className="text-sm text-gray-500">{text}</p>
      <Link href={homeHref} className="mt-2 rounded border border-brand px-4 py-1.5 text-sm text-brand hover:bg-brand hover:text-white">
        返回首页
      </Link>
    </section>
  );
}
