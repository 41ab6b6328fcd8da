// Every shared call module: the policy table walks these besides the declarations (screens,
// dialogs, forms) that declare their own calls.
import type { CallDef } from './define.ts';
import * as checks from './checks.ts';
import * as files from './files.ts';
import * as lookups from './lookups.ts';
import * as session from './session.ts';

export const sharedCalls: readonly CallDef[] = [session, lookups, files, checks].flatMap((m) => Object.values(m) as CallDef[]);
