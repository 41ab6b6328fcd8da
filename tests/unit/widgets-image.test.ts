import { describe, expect, it } from 'vitest';
import { COMPRESS_TARGET_BYTES, compressionPlan, jpegName, LOGO_MAX_BYTES, needsCompression, previewSrc } from '@/lib/widgets/image';

describe('image limits (spec 01 §9)', () => {
  it('targets about 1000 KB and limits logos to 2MB', () => {
    expect(COMPRESS_TARGET_BYTES).toBe(1000 * 1024);
    expect(LOGO_MAX_BYTES).toBe(2 * 1024 * 1024);
  });
});

describe('when to compress', () => {
  it('leaves files at or under the target alone', () => {
    expect(needsCompression({ size: COMPRESS_TARGET_BYTES, name: 'a.jpg', type: 'image/jpeg' })).toBe(false);
    expect(needsCompression({ size: COMPRESS_TARGET_BYTES + 1, name: 'a.jpg', type: 'image/jpeg' })).toBe(true);
    expect(needsCompression({ size: 3_000_000, name: 'a.png', type: 'image/png' })).toBe(true);
  });
  it('never re-encodes a GIF (it would lose its animation)', () => {
    expect(needsCompression({ size: 5_000_000, name: 'a.gif', type: 'image/gif' })).toBe(false);
    expect(needsCompression({ size: 5_000_000, name: 'A.GIF', type: '' })).toBe(false);
  });
  it('names the result as a JPEG', () => {
    expect(jpegName('身份证.png')).toBe('身份证.jpg');
    expect(jpegName('scan.v2.jpeg')).toBe('scan.v2.jpg');
    expect(jpegName('noext')).toBe('noext.jpg');
    expect(jpegName('.png')).toBe('image.jpg');
  });
});

describe('compression plan', () => {
  it('starts at full size and lowers the quality before the size', () => {
    const plan = compressionPlan(3000, 2000);
    expect(plan[0]).toEqual({ width: 3000, height: 2000, quality: 0.92 });
    const full = plan.filter((a) => a.width === 3000);
    expect(full.map((a) => a.quality)).toEqual([0.92, 0.8, 0.7, 0.6, 0.5]);
    expect(plan[full.length]!.width).toBeLessThan(3000);
  });
  it('only ever shrinks, keeping the aspect ratio', () => {
    const plan = compressionPlan(3000, 2000);
    for (let i = 1; i < plan.length; i++) expect(plan[i]!.width).toBeLessThanOrEqual(plan[i - 1]!.width);
    for (const a of plan) expect(Math.abs(a.width / a.height - 1.5)).toBeLessThan(0.01);
  });
  it('caps the first canvas and stops at the minimum side', () => {
    const plan = compressionPlan(10000, 5000, { maxSide: 4000, minSide: 1000 });
    expect(plan[0]!.width).toBe(4000);
    expect(plan[0]!.height).toBe(2000);
    for (const a of plan.slice(5)) expect(Math.max(a.width, a.height)).toBeGreaterThanOrEqual(1000);
  });
  it('never enlarges a small picture and always offers one attempt', () => {
    const plan = compressionPlan(200, 100);
    expect(plan.length).toBeGreaterThan(0);
    expect(plan.every((a) => a.width === 200 && a.height === 100)).toBe(true);
  });
});

describe('preview address', () => {
  it('reaches upstream-relative paths through the /api proxy', () => {
    expect(previewSrc('/file-download?path=uploads/AB.png')).toBe('/api/file-download?path=uploads/AB.png');
    expect(previewSrc('/api/file-download?path=x')).toBe('/api/file-download?path=x');
  });
  it('names the page’s screen on a proxy path, as the header would, and only a route name', () => {
    expect(previewSrc('/admin/member/file?fileId=IMG-1', 'BIZ_UserSearch')).toBe(
      '/api/admin/member/file?fileId=IMG-1&_screen=BIZ_UserSearch',
    );
    expect(previewSrc('/api/file-download', 'UserSearch')).toBe('/api/file-download?_screen=UserSearch');
    expect(previewSrc('/file-download?path=x', 'bad name&x=1')).toBe('/api/file-download?path=x');
    expect(previewSrc('https://cdn.example.com/a.png', 'UserSearch')).toBe('https://cdn.example.com/a.png');
  });
  it('keeps http(s) and blob addresses', () => {
    expect(previewSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(previewSrc('blob:http://localhost/1')).toBe('blob:http://localhost/1');
  });
  it('shows nothing for other schemes or protocol-relative addresses', () => {
    expect(previewSrc('javascript:alert(1)')).toBe('');
    expect(previewSrc('//evil.example/a.png')).toBe('');
    expect(previewSrc('data:image/png;base64,AA')).toBe('');
    expect(previewSrc(undefined)).toBe('');
  });
});
