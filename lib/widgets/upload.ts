// Pure rules of the upload widgets (spec 01 §3 upload payload, §5 uploads and Excel import,
// §8 messages): what is accepted, what is sent, and how an answer is worded.
import { fileUpload } from '@/lib/calls/lookups';
import type { NoticeInput } from '@/lib/client/notify';
import type { UploadResult } from '@/lib/client/upload';

export const FILE_UPLOAD_PATH = fileUpload.path;

export const UPLOAD_SUCCESS = '上传成功';
export const UPLOAD_FAILED = '上传失败';
export const IMPORT_SUCCESS = '导入成功';
export const IMPORT_FAILED = '导入失败';
export const EXCEL_FORMAT_WARNING = '请上传 xls/xlsx 格式!';

/** Spec 01 §5: the name must contain xls or xlsx (case-insensitive); 'xlsx' contains 'xls'. */
export function isExcelFileName(name: string): boolean {
  return /xls/i.test(name);
}

/** What an upload tile takes: images, avatar-style images, or a video (the app's teaching videos). */
export type ImageAccept = 'image' | 'avatar' | 'video';

const IMAGE_EXTS: Record<ImageAccept, readonly string[]> = {
  image: ['png', 'jpeg', 'jpg', 'gif'],
  avatar: ['jpg', 'jpeg', 'png'],
  // The spec gives no video formats or limits (spec 01 §7 names "video" among the app calls): mp4
  // only, the one format every app plays, within the platform's upload cap (VIDEO_MAX_BYTES).
  video: ['mp4'],
};
const IMAGE_TYPES: Record<ImageAccept, readonly string[]> = {
  image: ['image/png', 'image/jpeg', 'image/gif'],
  avatar: ['image/jpeg', 'image/png'],
  video: ['video/mp4'],
};

/** The video cap: the platform's file-upload limit (10 MB, the reference upstream's MAX_FILE); the spec gives none. */
export const VIDEO_MAX_BYTES = 10 * 1024 * 1024;

/** The `accept` attribute of the file input. */
export function acceptAttribute(accept: ImageAccept): string {
  return [...IMAGE_TYPES[accept], ...IMAGE_EXTS[accept].map((e) => `.${e}`)].join(',');
}

export const IMAGE_TYPE_WARNING: Record<ImageAccept, string> = {
  image: '请上传 png、jpeg、jpg、gif 格式的图片',
  avatar: '请上传 JPG 或 PNG 格式的图片',
  video: '请上传 mp4 格式的视频',
};

/**
 * Whether a chosen file is an accepted image: the extension decides; a MIME type, when the
 * browser gives one, must agree (a renamed .exe with type application/x-msdownload is refused).
 */
export function isAcceptedImage(file: { name: string; type?: string }, accept: ImageAccept): boolean {
  const ext = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!IMAGE_EXTS[accept].includes(ext)) return false;
  return !file.type || IMAGE_TYPES[accept].includes(file.type.toLowerCase());
}

/** 上传图片大小不能超过2MB for a 2 MB limit (the logo upload, spec 01 §5); 上传视频… for a video. */
export function sizeLimitText(maxBytes: number, accept: ImageAccept = 'image'): string {
  const mb = maxBytes / (1024 * 1024);
  return `上传${accept === 'video' ? '视频' : '图片'}大小不能超过${Number.isInteger(mb) ? mb : mb.toFixed(1)}MB`;
}

export function exceedsLimit(size: number, maxBytes: number | undefined): boolean {
  return maxBytes !== undefined && size > maxBytes;
}

/** Spec 01 §3: the given tag when the record already has a fileId, else tag@<ms timestamp>. */
export function uploadFileTag(tag: string, fileId: string | undefined | null, now: number = Date.now()): string {
  return fileId ? tag : `${tag}@${now}`;
}

export interface UploadFields {
  custFileGroup: string;
  custFileTag: string;
  fileType: string | number;
  memberId?: string | null;
  /** The current record's file id, if it has one. */
  fileId?: string | null;
}

/** The text fields of the file-upload call, in the order the upstream documents them. */
export function uploadFormFields(f: UploadFields, now: number = Date.now()): Array<[string, string]> {
  return [
    ['custFileGroup', f.custFileGroup],
    ['memberId', f.memberId ?? ''],
    ['custFileTag', uploadFileTag(f.custFileTag, f.fileId, now)],
    ['fileType', String(f.fileType)],
  ];
}

/** The multipart body: `file` plus the text fields. */
export function buildUploadForm(file: Blob, fileName: string, fields: Array<[string, string]> = []): FormData {
  const form = new FormData();
  form.append('file', file, fileName);
  for (const [k, v] of fields) form.append(k, v);
  return form;
}

/** Spec 01 §8: 导入成功 with the server message (data is the message); 导入失败 with the
 * server message, or none on a transport error. Null after a session end (nothing to say). */
export function importNotice(result: UploadResult): NoticeInput | null {
  switch (result.kind) {
    case 'ok': {
      const text = typeof result.data === 'string' && result.data ? result.data : result.message;
      return { type: 'success', title: IMPORT_SUCCESS, message: text };
    }
    case 'error':
      return { type: 'error', title: IMPORT_FAILED, message: result.message };
    case 'transport':
      return { type: 'error', title: IMPORT_FAILED, message: '' };
    case 'session':
      return null;
  }
}

/** Image uploads say only 上传成功 / 上传失败 (spec 01 §8); the server's reason, if any, follows. */
export function uploadNotice(result: UploadResult): NoticeInput | null {
  switch (result.kind) {
    case 'ok':
      return { type: 'success', message: UPLOAD_SUCCESS };
    case 'error':
      return { type: 'error', message: result.message ? `${UPLOAD_FAILED}：${result.message}` : UPLOAD_FAILED };
    case 'transport':
      return { type: 'error', message: UPLOAD_FAILED };
    case 'session':
      return null;
  }
}
