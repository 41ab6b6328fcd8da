import { describe, expect, it } from 'vitest';
import { pagePolicy } from '@/lib/csp';
import { allowedFileUri, fileImageSrc, fileOrigin, isFileId, proxiedFileUri, wanFullUriOf } from '@/lib/files/file-ref';
import { previewSrc, storedFileSrc } from '@/lib/widgets/image';

// Spec 01 §7 (fileId → wanFullUri), spec 02 §3 (member files are ids), §7 (video link, agreement look-up).
describe('a file id shown as an image', () => {
  it('loads through the console look-up route, naming its screen', () => {
    expect(fileImageSrc('IMG-front-1A2B', 'BIZ_UserSearch')).toBe('/views/file?fileId=IMG-front-1A2B&_screen=BIZ_UserSearch');
    expect(fileImageSrc('../x', 'UserSearch')).toBe('');
    expect(isFileId('/admin/x')).toBe(false);
    expect(isFileId('https://cdn/x.png')).toBe(false);
    // The look-up route is used as it is, never put behind /api.
    expect(previewSrc('/views/file?fileId=A1&_screen=UserSearch', 'UserSearch')).toBe('/views/file?fileId=A1&_screen=UserSearch');
  });
  it('a dialog field: an id through the look-up or the spec download link, a URI as before', () => {
    expect(storedFileSrc('IMG-front-1A', 'image', 'UserSearch')).toBe('/views/file?fileId=IMG-front-1A&_screen=UserSearch');
    expect(storedFileSrc('IMG-video-1A', 'download', 'UserSearch')).toBe('/api/export-log/download?fileId=IMG-video-1A&_screen=UserSearch');
    expect(storedFileSrc('https://files.example.com/a.png', 'image', 'UserSearch')).toBe('https://files.example.com/a.png');
    expect(storedFileSrc(null, 'image', 'UserSearch')).toBe('');
  });
  it('reads wanFullUri at data or at data.data', () => {
    expect(wanFullUriOf({ wanFullUri: 'https://f/a' })).toBe('https://f/a');
    expect(wanFullUriOf({ data: { wanFullUri: 'https://f/b' } })).toBe('https://f/b');
    expect(wanFullUriOf(null)).toBe('');
  });
});

describe('the upstream file host (UPSTREAM_FILE_ORIGIN)', () => {
  it('is the setting, else the upstream origin', () => {
    expect(fileOrigin({ UPSTREAM_FILE_ORIGIN: 'https://files.example.com/base/', UPSTREAM_URL: 'http://up:1' })).toBe(
      'https://files.example.com',
    );
    expect(fileOrigin({ UPSTREAM_URL: 'http://127.0.0.1:4010/' })).toBe('http://127.0.0.1:4010');
    expect(fileOrigin({ UPSTREAM_FILE_ORIGIN: 'javascript:alert(1)' })).toBe('');
  });
  it('only an absolute address on that host is followed', () => {
    const host = 'https://files.example.com';
    expect(allowedFileUri('https://files.example.com/oss/A1?sig=x', host)).toBe('https://files.example.com/oss/A1?sig=x');
    expect(allowedFileUri('https://evil.example.com/oss/A1', host)).toBe('');
    expect(allowedFileUri('https://u:p@files.example.com/a', host)).toBe('');
    expect(allowedFileUri('/file-download?path=a', host)).toBe('');
  });
  it('a relative wanFullUri goes through the console proxy, naming the screen; nothing else relative', () => {
    expect(proxiedFileUri('/file-download?path=uploads/A1.png', 'UserSearch')).toBe(
      '/api/file-download?path=uploads/A1.png&_screen=UserSearch',
    );
    expect(proxiedFileUri('//evil.example.com/a.png', 'UserSearch')).toBe('');
    expect(proxiedFileUri('/file-download?path=../../etc/passwd', 'UserSearch')).toBe('');
    expect(proxiedFileUri('javascript:alert(1)', 'UserSearch')).toBe('');
  });
  it('the page admits images and media from that host only', () => {
    const policy = pagePolicy('n', false, 'https://files.example.com');
    expect(policy).toContain("img-src 'self' data: blob: https://files.example.com;");
    expect(policy).toContain("media-src 'self' blob: https://files.example.com;");
    expect(pagePolicy('n', false, '')).toContain("img-src 'self' data: blob:;");
  });
});
