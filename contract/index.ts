// The upstream contract: every call the specs and the protocol name, and the calls of screens
// whose paths the spec leaves open (`assumed`). Keys are `METHOD path`.
import { accounts } from './accounts.ts';
import { areas } from './areas.ts';
import type { Entry } from './define.ts';
import { frame } from './frame.ts';
import { members } from './members.ts';
import { orgs } from './orgs.ts';
import { terminals } from './terminals.ts';

const parts = { frame, members, orgs, terminals, accounts, areas };

export const contract = { ...frame, ...members, ...orgs, ...terminals, ...accounts, ...areas };
export type CallKey = keyof typeof contract;

// A key in two parts would be two transcriptions of one call: refuse at load.
{
  const seen = new Map<string, string>();
  for (const [part, table] of Object.entries(parts))
    for (const key of Object.keys(table)) {
      const before = seen.get(key);
      if (before) throw new Error(`contract: ${key} is written in ${before} and in ${part}`);
      seen.set(key, part);
    }
}

export const contractEntries: readonly (Entry & { key: CallKey; part: string })[] = Object.entries(parts).flatMap(([part, table]) =>
  Object.entries(table).map(([key, entry]) => ({ ...(entry as Entry), key: key as CallKey, part })),
);

/** The entry for a key, or a clear error naming it. */
export function entryOf(key: string): Entry {
  const entry = (contract as Record<string, Entry>)[key];
  if (!entry) throw new Error(`no contract entry "${key}": write it in contract/ from the spec first`);
  return entry;
}
