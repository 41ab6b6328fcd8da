import { notFound } from 'next/navigation';

// The server-rendering baseline of npm run bench: the smallest dynamic page of the same build.
export const dynamic = 'force-dynamic';

export default function Minimal() {
  if (process.env.CONSOLE_BENCH !== '1') notFound();
  return <p>ok</p>;
}
