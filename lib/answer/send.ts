import 'server-only';
import type { AuditEntry } from '@/lib/audit';
import { businessErrorText, httpErrorText } from '@/lib/errors/classify';
import type { JsonObject } from '@/lib/upstream/clean';
import { UpstreamTimeout, upstreamJson } from '@/lib/upstream/client';
import { type Envelope, endsSession, STATUS_OK } from '@/lib/upstream/envelope';
import { readAnswer } from './read';

// The console's one reading of an upstream's answer (#54 item 2): whoever sent the call (the proxy,
// a server render, the extension tab, sign-in, reset, the captcha), the envelope and its HTTP status
// come out as one of four things, and the audit line is noted the same way for each.

export type Reading =
  /** The call did what was asked: its data in the contract entry's reading (lib/answer/read.ts). */
  | { kind: 'data'; httpStatus: number; envelope: Envelope; data: unknown }
  /** The session is over (HTTP 401, or envelope status 41). */
  | { kind: 'ended'; httpStatus: number }
  /** The upstream said no (status other than 20): its message with its code, spec 01 §8. */
  | { kind: 'refused'; httpStatus: number; envelope: Envelope; message: string }
  /** No answer to read: an HTTP error (403 included), a time-out, an unreadable answer; the spec's text. */
  | { kind: 'failed'; httpStatus: number; message: string; envelope?: Envelope; timeout?: boolean };

export type Note = (patch: Partial<AuditEntry>) => void;

/** How one envelope is read; `key` (the call's contract key) reads its data, none leaves it as sent. */
export function readEnvelope(key: string | null, httpStatus: number, envelope: Envelope, note: Note): Reading {
  note({ envelopeStatus: envelope.status });
  if (endsSession(httpStatus, envelope)) {
    note({ outcome: 'session expired' });
    return { kind: 'ended', httpStatus };
  }
  if (httpStatus === 403) {
    note({ outcome: 'denied', reason: 'upstream refused' });
    return { kind: 'failed', httpStatus, envelope, message: httpErrorText(httpStatus) };
  }
  if (httpStatus >= 300) {
    note({ outcome: 'upstream error', reason: `upstream HTTP ${httpStatus}` });
    return { kind: 'failed', httpStatus, envelope, message: httpErrorText(httpStatus) };
  }
  if (envelope.status !== STATUS_OK) {
    note({ outcome: 'business error' });
    return { kind: 'refused', httpStatus, envelope, message: businessErrorText(envelope.message ?? '', envelope.code) };
  }
  note({ outcome: 'ok' });
  return { kind: 'data', httpStatus, envelope, data: key ? readAnswer(key, envelope.data) : envelope.data };
}

/** The failure of a call that brought no answer (a time-out, an upstream away), noted and in the spec's words. */
export function unanswered(error: unknown, note: Note): Reading & { kind: 'failed' } {
  const timeout = error instanceof UpstreamTimeout;
  note({ outcome: timeout ? 'timeout' : 'upstream error', reason: (error as Error)?.constructor?.name ?? 'error' });
  const httpStatus = timeout ? 504 : 502;
  return { kind: 'failed', httpStatus, timeout, message: httpErrorText(httpStatus, { fault: timeout ? 'timeout' : 'upstream' }) };
}

export interface SendOptions {
  /** The call's contract key: its data is read by its entry, and its overrides apply. */
  key?: string;
  token?: string | null;
  headers?: Record<string, string>;
  requestId: string;
  method?: string;
  query?: URLSearchParams;
}

/** Sends a JSON call and reads its answer: never throws for what the upstream does. */
export async function send(path: string, body: JsonObject, opts: SendOptions, note: Note): Promise<Reading> {
  try {
    const { httpStatus, envelope } = await upstreamJson(path, body, opts);
    return readEnvelope(opts.key ?? null, httpStatus, envelope, note);
  } catch (error) {
    return unanswered(error, note);
  }
}
