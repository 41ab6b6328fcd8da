// The reference upstream's test-only endpoints (UPSTREAM_FAULTS=1): arm a fault, read what reached it.
export async function armFault(upstreamUrl: string, path: string, kind: string, extra: Record<string, unknown> = {}): Promise<void> {
  const res = await fetch(`${upstreamUrl}/__test/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, kind, ...extra }),
  });
  if (!res.ok) throw new Error(`arming ${kind} failed: ${res.status}`);
}

export async function clearFaults(upstreamUrl: string): Promise<void> {
  await fetch(`${upstreamUrl}/__test/faults`, { method: 'DELETE' });
}

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | null>;
}

export async function seenRequests(upstreamUrl: string): Promise<SeenRequest[]> {
  return (await (await fetch(`${upstreamUrl}/__test/requests`)).json()) as SeenRequest[];
}

export async function clearRequests(upstreamUrl: string): Promise<void> {
  await fetch(`${upstreamUrl}/__test/requests`, { method: 'DELETE' });
}
