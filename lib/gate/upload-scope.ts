import 'server-only';
import { fileUpload, memberComponent } from '@/lib/calls/lookups';
import type { SessionData } from '@/lib/session/types';
import { BodyError } from '@/lib/upstream/clean';
import { upstreamJson } from '@/lib/upstream/client';
import { STATUS_OK } from '@/lib/upstream/envelope';
import type { Policy } from './policy';

// The file-upload call attaches the file to the member its `memberId` field names. An ORG operator
// may name only a member of its organisation's subtree. The console cannot see org paths, so it
// asks the upstream's member look-up (the member picker's own call, scoped by the upstream to the
// operator's subtree) whether that member is visible to this operator.
//
// Refused, not stripped: without the member the file would be stored against the uploader's own
// organisation, so the operator would be told 上传成功 for something other than what it asked for.
// A refusal changes nothing and says why (house rule: bad input gets a clear message).

export const UPLOAD_SCOPE_TEXT = '该会员不在本机构范围内，不能为其上传文件';

export type MultipartBody = { body: ReadableStream<Uint8Array>; contentType: string };

export const needsUploadScope = (policy: Policy, session: SessionData) => policy.call === fileUpload && session.roleType === 'ORG';

/**
 * The upload's body, read whole (within the upload cap the stream already enforces) and encoded
 * again, when its member is the operator's to name; `null` when it is not.
 */
export async function scopedUpload(upload: MultipartBody, session: SessionData, requestId: string): Promise<MultipartBody | null> {
  const form = await readForm(upload);
  const memberId = String(form.get('memberId') ?? '')
    .trim()
    .toUpperCase();
  if (memberId && !(await visibleMember(memberId, session, requestId))) return null;
  return formBody(form);
}

/** An upload's fields and files, read whole (the stream's cap holds); a malformed one is a 400. */
export async function readForm(upload: MultipartBody): Promise<FormData> {
  try {
    return await new Response(upload.body, { headers: { 'content-type': upload.contentType } }).formData();
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (error instanceof BodyError) throw error;
    if (cause instanceof BodyError) throw cause;
    throw new BodyError(400, 'malformed multipart body');
  }
}

/** A form encoded again, to send on. */
export function formBody(form: FormData): MultipartBody {
  const again = new Response(form);
  return { body: again.body!, contentType: again.headers.get('content-type')! };
}

async function visibleMember(memberId: string, session: SessionData, requestId: string): Promise<boolean> {
  const { envelope } = await upstreamJson(
    memberComponent.path,
    { condition: memberId, pageNum: 1, pageSize: 50 },
    { token: session.token, requestId },
  );
  const rows = (envelope.data as { data?: Array<{ memberId?: unknown }> } | null)?.data ?? [];
  return envelope.status === STATUS_OK && rows.some((r) => String(r.memberId ?? '').toUpperCase() === memberId);
}
