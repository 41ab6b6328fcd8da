// Types shared by the dispatcher and the routes: the per-request context, the route table entry,
// the error a handler throws and the file answer it may return.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { UpstreamConfig } from './config.ts';
import type { Db } from './db.ts';
import type { KeyPair } from './keys.ts';

export interface App {
  cfg: UpstreamConfig;
  db: Db;
  keys: KeyPair;
}

export interface Employee {
  empId: string;
  loginId: string;
  realName: string;
  roleType: 'PRODUCT' | 'ORG';
  productCode: string;
  orgCode: string | null;
  memberId: string;
  grantAll: boolean;
}

export interface Ctx {
  app: App;
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  path: string;
  query: URLSearchParams;
  /** Values of the route's path placeholders (`{p}`, `{id}`). */
  params: Record<string, string>;
  /** The Content-Type header as sent (a multipart boundary is case-sensitive). */
  contentType: string;
  rawBody: Buffer;
  /** The JSON (decrypted) or form body; {} for GET, DELETE and multipart. */
  body: Record<string, unknown>;
  /** The per-request key K when the request carried one: answers are then encrypted. */
  key: Buffer | null;
  /** The signed-in employee; set for every non-public route. */
  emp: Employee | null;
}

export type Handler = (ctx: Ctx) => unknown;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Exact path, or a pattern: `{p}` a lower-case product code segment, `{id}` one path id. */
  path: string;
  handler: Handler;
  /** Public calls of the contract (§2): no bearer token needed. */
  public?: boolean;
  /** Body size cap in bytes (default 10 MB). */
  maxBody?: number;
  /** The answer when the body passes the cap (default HTTP 413, status 40). */
  tooLarge?: () => ApiError;
}

/** A failure answered as an envelope: HTTP status, envelope status, message and optional code. */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly status: number;
  readonly code: string | undefined;
  constructor(httpStatus: number, status: number, message: string, code?: string) {
    super(message);
    this.httpStatus = httpStatus;
    this.status = status;
    this.code = code;
  }
}

/** A business error: HTTP 200, envelope status 50, a Chinese message for the operator. */
export function bizError(message: string, code?: string): ApiError {
  return new ApiError(200, 50, message, code);
}

export const SESSION_EXPIRED = '登录已过期，请重新登录';

/** A success whose envelope carries its own message (spec 01 §4, §7: the authentication check). */
export class MessageReply {
  readonly message: string;
  readonly data: unknown;
  constructor(message: string, data: unknown = null) {
    this.message = message;
    this.data = data;
  }
}

/** A binary answer; encrypted on the way out when the request carried K. */
export class FileReply {
  readonly contentType: string;
  readonly body: Buffer | Readable;
  /** Plain size in bytes, when known in advance (gives a Content-Length). */
  readonly size: number | null;
  /** Offered as Content-Disposition; null leaves naming to the console. */
  readonly fileName: string | null;
  constructor(opts: { contentType: string; body: Buffer | Readable; size?: number | null; fileName?: string | null }) {
    this.contentType = opts.contentType;
    this.body = opts.body;
    this.size = Buffer.isBuffer(opts.body) ? opts.body.length : (opts.size ?? null);
    this.fileName = opts.fileName ?? null;
  }
}
