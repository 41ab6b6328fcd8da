import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '@/lib/client/upload';
import {
  acceptAttribute,
  buildUploadForm,
  EXCEL_FORMAT_WARNING,
  exceedsLimit,
  IMPORT_FAILED,
  IMPORT_SUCCESS,
  importNotice,
  isAcceptedImage,
  isExcelFileName,
  sizeLimitText,
  VIDEO_MAX_BYTES,
  IMAGE_TYPE_WARNING,
  UPLOAD_FAILED,
  UPLOAD_SUCCESS,
  uploadFileTag,
  uploadFormFields,
  uploadNotice,
} from '@/lib/widgets/upload';
import { LOGO_MAX_BYTES } from '@/lib/widgets/image';

describe('Excel import name check (spec 01 §5)', () => {
  it('quotes the texts', () => {
    expect(EXCEL_FORMAT_WARNING).toBe('请上传 xls/xlsx 格式!');
    expect(IMPORT_SUCCESS).toBe('导入成功');
    expect(IMPORT_FAILED).toBe('导入失败');
    expect(UPLOAD_SUCCESS).toBe('上传成功');
    expect(UPLOAD_FAILED).toBe('上传失败');
  });
  it('accepts names containing xls or xlsx in any case', () => {
    for (const n of ['终端.xls', 'a.xlsx', 'A.XLS', 'b.XlSx', 'xls-template.csv']) expect(isExcelFileName(n)).toBe(true);
  });
  it('refuses other names', () => {
    for (const n of ['a.csv', 'a.xl', 'a.txt', 'xsl.pdf', '']) expect(isExcelFileName(n)).toBe(false);
  });
});

describe('image acceptance (spec 01 §5)', () => {
  it('accepts png, jpeg, jpg and gif', () => {
    for (const name of ['a.png', 'a.JPEG', 'a.jpg', 'a.gif']) expect(isAcceptedImage({ name }, 'image')).toBe(true);
  });
  it('refuses other extensions and contradicting MIME types', () => {
    expect(isAcceptedImage({ name: 'a.bmp' }, 'image')).toBe(false);
    expect(isAcceptedImage({ name: 'a.webp', type: 'image/webp' }, 'image')).toBe(false);
    expect(isAcceptedImage({ name: 'a.png', type: 'application/x-msdownload' }, 'image')).toBe(false);
    expect(isAcceptedImage({ name: 'png' }, 'image')).toBe(false);
  });
  it('avatar-style uploads take only JPG or PNG', () => {
    expect(isAcceptedImage({ name: 'a.jpg', type: 'image/jpeg' }, 'avatar')).toBe(true);
    expect(isAcceptedImage({ name: 'a.PNG', type: 'image/png' }, 'avatar')).toBe(true);
    expect(isAcceptedImage({ name: 'a.gif', type: 'image/gif' }, 'avatar')).toBe(false);
  });
  it('a video tile takes an mp4 only, up to the platform upload cap', () => {
    expect(isAcceptedImage({ name: 'intro.MP4', type: 'video/mp4' }, 'video')).toBe(true);
    expect(isAcceptedImage({ name: 'intro.mov', type: 'video/quicktime' }, 'video')).toBe(false);
    expect(isAcceptedImage({ name: 'intro.mp4', type: 'application/x-msdownload' }, 'video')).toBe(false);
    expect(isAcceptedImage({ name: 'a.png', type: 'image/png' }, 'video')).toBe(false);
    expect(acceptAttribute('video')).toBe('video/mp4,.mp4');
    expect(IMAGE_TYPE_WARNING.video).toBe('请上传 mp4 格式的视频');
    expect(sizeLimitText(VIDEO_MAX_BYTES, 'video')).toBe('上传视频大小不能超过10MB');
  });
  it('builds the accept attribute per mode', () => {
    expect(acceptAttribute('image')).toContain('.gif');
    expect(acceptAttribute('avatar')).not.toContain('gif');
  });
  it('words and applies the logo limit of 2MB', () => {
    expect(sizeLimitText(LOGO_MAX_BYTES)).toBe('上传图片大小不能超过2MB');
    expect(exceedsLimit(LOGO_MAX_BYTES, LOGO_MAX_BYTES)).toBe(false);
    expect(exceedsLimit(LOGO_MAX_BYTES + 1, LOGO_MAX_BYTES)).toBe(true);
    expect(exceedsLimit(50 * 1024 * 1024, undefined)).toBe(false);
  });
});

describe('upload payload (spec 01 §3)', () => {
  it('keeps the tag when the record has a fileId, else appends @timestamp', () => {
    expect(uploadFileTag('2001', 'F1', 1700000000123)).toBe('2001');
    expect(uploadFileTag('2001', undefined, 1700000000123)).toBe('2001@1700000000123');
    expect(uploadFileTag('2001', '', 5)).toBe('2001@5');
  });
  it('sends memberId as empty when absent and fileType as text', () => {
    expect(uploadFormFields({ custFileGroup: 'BANKCARD', custFileTag: '2004', fileType: 100720 }, 42)).toEqual([
      ['custFileGroup', 'BANKCARD'],
      ['memberId', ''],
      ['custFileTag', '2004@42'],
      ['fileType', '100720'],
    ]);
  });
  it('puts the file under the field name file', () => {
    const form = buildUploadForm(new Blob(['x']), 'a.xls', [['memberId', 'M1']]);
    const file = form.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('a.xls');
    expect(form.get('memberId')).toBe('M1');
  });
});

describe('import and upload notices (spec 01 §8)', () => {
  it('import success carries the server message from data', () => {
    expect(importNotice({ kind: 'ok', data: '成功导入 3 条', message: 'ok' })).toEqual({
      type: 'success',
      title: '导入成功',
      message: '成功导入 3 条',
    });
    expect(importNotice({ kind: 'ok', data: null, message: '处理中' })?.message).toBe('处理中');
  });
  it('import failure carries the server message, or none on a transport error', () => {
    expect(importNotice({ kind: 'error', status: 40, message: '模板错误【返回码：E1】', httpStatus: 200 })).toEqual({
      type: 'error',
      title: '导入失败',
      message: '模板错误【返回码：E1】',
    });
    expect(importNotice({ kind: 'transport', timedOut: false })).toEqual({ type: 'error', title: '导入失败', message: '' });
    expect(importNotice({ kind: 'session' })).toBeNull();
  });
  it('image uploads say 上传成功 / 上传失败', () => {
    expect(uploadNotice({ kind: 'ok', data: {}, message: '' })).toEqual({ type: 'success', message: '上传成功' });
    expect(uploadNotice({ kind: 'transport', timedOut: true })).toEqual({ type: 'error', message: '上传失败' });
    expect(uploadNotice({ kind: 'error', status: 40, message: '文件过大', httpStatus: 200 })?.message).toBe('上传失败：文件过大');
  });
});

describe('uploadFile (the one multipart sender)', () => {
  const assign = vi.fn();
  let fetchMock: ReturnType<typeof vi.fn>;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  beforeEach(() => {
    assign.mockReset();
    vi.stubGlobal('window', { location: { pathname: '/BIZ_TermList', search: '?code=mcf', assign } });
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the form same-origin to /api<path> with the screen header and no content type', async () => {
    fetchMock.mockResolvedValue(json(200, { status: 20, message: 'ok', data: { fileId: 'F1' } }));
    const form = buildUploadForm(new Blob(['x']), 'a.png');
    const r = await uploadFile('/admin/standard/file-upload', form);
    expect(r).toEqual({ kind: 'ok', data: { fileId: 'F1' }, message: 'ok' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/standard/file-upload');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe(form);
    const headers = init.headers as Headers;
    expect(headers.get('X-Console-Screen')).toBe('BIZ_TermList');
    expect(headers.get('Content-Type')).toBeNull();
  });
  it('uses an explicit screen when given', async () => {
    fetchMock.mockResolvedValue(json(200, { status: 20, data: 'done' }));
    await uploadFile('/x', new FormData(), { screen: 'TermList' });
    expect((fetchMock.mock.calls[0]![1].headers as Headers).get('X-Console-Screen')).toBe('TermList');
  });
  it('classifies a business error with its return code', async () => {
    fetchMock.mockResolvedValue(json(200, { status: 40, message: '模板错误', code: 'E9' }));
    expect(await uploadFile('/x', new FormData())).toEqual({
      kind: 'error',
      status: 40,
      code: 'E9',
      message: '模板错误【返回码：E9】',
      httpStatus: 200,
    });
  });
  it('goes to login on a session end', async () => {
    fetchMock.mockResolvedValue(json(200, { status: 41, message: 'expired' }));
    expect(await uploadFile('/x', new FormData())).toEqual({ kind: 'session' });
    // Back to this screen with its query after signing in, saying the session ended; the product
    // code goes along, so the next sign-in does not send 'unset' (spec 01 §4).
    expect(assign).toHaveBeenCalledWith(`/Login?${new URLSearchParams({ expired: '1', from: '/BIZ_TermList?code=mcf', code: 'mcf' })}`);
    fetchMock.mockResolvedValue(new Response('', { status: 401 }));
    expect(await uploadFile('/x', new FormData())).toEqual({ kind: 'session' });
  });
  it('reports a transport failure without a message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await uploadFile('/x', new FormData())).toEqual({ kind: 'transport', timedOut: false });
  });
  it('words HTTP failures from the catalogue', async () => {
    fetchMock.mockResolvedValue(new Response('bad gateway', { status: 502 }));
    const r = await uploadFile('/x', new FormData());
    expect(r).toMatchObject({ kind: 'error', message: '系统错误 | 502', httpStatus: 502 });
  });
});
