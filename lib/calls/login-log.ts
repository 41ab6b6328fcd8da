// The login-log call (protocol §4), apart from the other session calls (session.ts re-exports it):
// the browser's error texts name its path (its 404 is never shown), and need none of the others.
import { call } from './define.ts';

export const AUTH = 'the auth handlers (app/auth/*)';

export const recordLoginLog = call('POST /client/standard/recordLoginLog', { internal: AUTH });
