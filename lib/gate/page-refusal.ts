import 'server-only';
import { randomUUID } from 'node:crypto';
import { audit } from '@/lib/audit';
import { currentSession } from '@/lib/session/guard';
import { whoOf } from '@/lib/session/who';

/**
 * A page the console refuses (an operator opening a screen they hold no right to by its URL, a
 * screen that does not exist) is a line like a refused call: who, which page, why.
 */
export async function auditPageRefusal(page: { path: string; screen?: string; status: 403 | 404; reason: string }): Promise<void> {
  const session = await currentSession();
  audit({
    event: 'refusal',
    kind: 'refusal',
    action: '打开页面',
    requestId: randomUUID(),
    method: 'GET',
    path: page.path.slice(0, 200),
    screen: page.screen,
    outcome: page.status === 404 ? 'not found' : 'denied',
    httpStatus: page.status,
    durationMs: 0,
    reason: page.reason,
    ...(session ? whoOf(session) : {}),
  });
}
