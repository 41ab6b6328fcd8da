import 'server-only';
import { redirect } from 'next/navigation';
import type { Access, Operator } from './types';

// CONTRACT STUB (being implemented by the lead): reads the sealed session again (never trusting
// proxy.ts alone), redirects to /Login when there is none or it has expired, and returns the
// operator with their rights and menus from the server-side cache.
export async function requireConsole(): Promise<{ operator: Operator; access: Access }> {
  redirect('/Login');
}
