'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { currentProductCode } from '@/lib/client/location';
import { mostUsed, readVisits, recentVisits, VISITS_KEY, type Visit } from '@/lib/client/visits';

function ScreenLinks({
  title,
  visits,
  titles,
  code,
}: {
  title: string;
  visits: Visit[];
  titles: Readonly<Record<string, string>>;
  code: string | null;
}) {
  const shown = visits.filter((v) => Object.hasOwn(titles, v.name));
  return (
    <section aria-label={title} className="min-w-0 flex-1">
      <h2 className="mb-2 text-sm font-medium text-gray-700">{title}</h2>
      {shown.length === 0 ? (
        <p className="text-sm text-gray-500">暂无记录</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {shown.map((v) => (
            <li key={v.name}>
              <Link
                href={`/${encodeURIComponent(v.name)}${code ? `?code=${encodeURIComponent(code)}` : ''}`}
                className="inline-block rounded border border-gray-200 px-3 py-1.5 text-sm text-gray-700 hover:border-brand hover:text-brand"
              >
                {titles[v.name]}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The operator's recent and most used screens in this browser (only those they may still open). */
export function RecentScreens({ titles }: { titles: Readonly<Record<string, string>> }) {
  const [visits, setVisits] = useState<Visit[] | null>(null);
  useEffect(() => setVisits(readVisits(localStorage.getItem(VISITS_KEY))), []);
  if (!visits) return null;
  const code = currentProductCode();
  return (
    <div className="mt-6 flex flex-col gap-6 border-t border-gray-100 pt-6 md:flex-row">
      <ScreenLinks title="最近访问" visits={recentVisits(visits, 8)} titles={titles} code={code} />
      <ScreenLinks title="常用页面" visits={mostUsed(visits, 8)} titles={titles} code={code} />
    </div>
  );
}
