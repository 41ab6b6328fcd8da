// 03-#42: the Idempotency-Key the console sends is in the contract (contract/protocol.ts), so the
// deployer's report lists it with every call that carries it.
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY } from '@/contract/protocol';
import { report } from '@/contract/report';
import { POLICIES } from '@/lib/gate/policy';
import { IDEMPOTENCY_HEADER } from '@/lib/gate/proxy';

describe('the idempotency header in the contract (03-#42)', () => {
  it('names exactly the calls the console declares idempotent', () => {
    const declared = [...new Set(POLICIES.filter((p) => p.call.idempotent).map((p) => `${p.call.method} ${p.call.path}`))].sort();
    expect([...IDEMPOTENCY.calls].sort()).toEqual(declared);
    expect(IDEMPOTENCY.header.toLowerCase()).toBe(IDEMPOTENCY_HEADER);
  });
  it('is listed in the deployer’s report', () => {
    expect(report()).toContain('`Idempotency-Key`');
  });
});
