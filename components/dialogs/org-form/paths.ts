// The organisation components' context from the server view: the calls resolved for the
// operator's product code ({p}) by their declared path, and the product's words.
import { createContext, useContext } from 'react';
import type { CallDef } from '@/lib/calls/define';
import type { CallRef } from '@/lib/calls/define';
import { type Terms, terms } from '@/lib/terms';

export interface OrgViewContext {
  calls: Record<string, CallRef>;
  terms: Terms;
}

export const OrgContext = createContext<OrgViewContext>({ calls: {}, terms: terms('all') });

/** The resolved path of a declared call, from the view in context. */
export function useCallPath(): (def: CallDef) => string {
  const { calls } = useContext(OrgContext);
  return (def) => calls[def.path]?.path ?? def.path.replace('{p}', 'all');
}

export function useTerms(): Terms {
  return useContext(OrgContext).terms;
}
