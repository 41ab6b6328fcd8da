'use client';

/** A batch in which no row went through: the upstream's summary, its failures one per line. */
export function BatchFailures({ summary }: { summary: string }) {
  const [head, list = ''] = summary.split(/：(.*)/s);
  const items = list.split('；').filter(Boolean);
  return (
    <div role="alert" data-form-failures className="mb-3 rounded border border-danger/40 bg-danger/5 px-3 py-2 text-sm text-danger">
      <p>{items.length ? `${head}：` : summary}</p>
      {items.length > 0 && (
        <ul className="mt-1 list-inside list-disc">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
