import { describe, expect, it } from 'vitest';
import { changePasswordSchema, isCaptchaImage, loginSchema, PASSWORD_MISMATCH_TEXT, PASSWORD_RULE_TEXT } from '@/lib/schemas/login';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('loginSchema', () => {
  it('requires every field with its own message', () => {
    const r = loginSchema.safeParse({ loginId: '', password: '', captchaCode: '' });
    expect(messages(r)).toEqual({ loginId: '请输入账号', password: '请输入密码', captchaCode: '请输入验证码' });
  });

  it('treats a blank account as empty but keeps the password as typed', () => {
    expect(messages(loginSchema.safeParse({ loginId: '   ', password: 'x', captchaCode: '1' }))).toEqual({ loginId: '请输入账号' });
    const ok = loginSchema.parse({ loginId: ' admin ', password: ' p w ', captchaCode: ' ab12 ' });
    expect(ok).toEqual({ loginId: 'admin', password: ' p w ', captchaCode: 'ab12' });
  });
});

describe('changePasswordSchema', () => {
  const base = { oldPassword: 'old', newPassword: 'abc123', confirmPassword: 'abc123' };

  it('accepts 6 to 20 letters and digits mixing both', () => {
    expect(changePasswordSchema.safeParse(base).success).toBe(true);
    const max = 'a1'.repeat(10);
    expect(changePasswordSchema.safeParse({ ...base, newPassword: max, confirmPassword: max }).success).toBe(true);
  });

  it.each(['abcdef', '123456', 'a1b2c', `${'a1'.repeat(10)}x`, 'abc12!', 'abc 123'])('rejects %s', (pw) => {
    const r = changePasswordSchema.safeParse({ ...base, newPassword: pw, confirmPassword: pw });
    expect(messages(r).newPassword).toBe(PASSWORD_RULE_TEXT);
  });

  it('rejects a confirmation that differs', () => {
    const r = changePasswordSchema.safeParse({ ...base, confirmPassword: 'abc124' });
    expect(messages(r)).toEqual({ confirmPassword: PASSWORD_MISMATCH_TEXT });
  });
});

describe('the captcha image (01-#28: protocol §4 gives a PNG as its example)', () => {
  it('takes a base64 data URL of png, jpeg, gif or webp', () => {
    for (const type of ['png', 'jpeg', 'jpg', 'gif', 'webp'])
      expect(isCaptchaImage(`data:image/${type};base64,iVBORw0KGgo=`), type).toBe(true);
  });
  it('refuses svg, other schemes and anything not base64', () => {
    for (const image of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'https://x/captcha.png',
      'data:image/png,raw',
      'data:image/png;base64,<script>',
      '',
      null,
    ])
      expect(isCaptchaImage(image), String(image)).toBe(false);
  });
});
