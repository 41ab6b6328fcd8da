// The sealed session: who the operator is (lib/access/types.ts) and the upstream token.
import type { Operator } from '@/lib/access/types';

export type { Access, MenuNode, Operator, RoleType } from '@/lib/access/types';

export interface SessionData extends Operator {
  token: string;
  /** Random id of this sign-in: the key of its revocation record in the shared store (lib/store). */
  sid: string;
  /** ms epoch of sign-in: the absolute lifetime counts from here. */
  createdAt: number;
  /** ms epoch of the last request that touched the session: the idle timeout counts from here. */
  lastSeen: number;
}
