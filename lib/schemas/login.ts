// The login form, written once: the form's validation and the POST /auth/login body type.
// Pure (no 'use client'), so the server handler may parse with it too. zod/mini, not zod: the
// browser gets these schemas on every page (login, and the shell's password dialog), and the full
// zod build is 42 KB gzip of methods nobody calls; the functional API tree-shakes to what is used.
import * as z from 'zod/mini';

export const LOGIN_MESSAGES = {
  loginId: '请输入账号',
  password: '请输入密码',
  captchaCode: '请输入验证码',
} as const;

export const loginSchema = z.object({
  loginId: z.string().check(z.trim(), z.minLength(1, LOGIN_MESSAGES.loginId), z.maxLength(64)),
  // Never trimmed: spaces may be part of a password.
  password: z.string().check(z.minLength(1, LOGIN_MESSAGES.password), z.maxLength(64)),
  captchaCode: z.string().check(z.trim(), z.minLength(1, LOGIN_MESSAGES.captchaCode), z.maxLength(16)),
});

export type LoginForm = z.infer<typeof loginSchema>;

/** What the login form POSTs to /auth/login. */
export interface LoginRequest extends LoginForm {
  captchaKey: string;
  returnTo?: string;
  productCode?: string;
}

/** Spec 01 §5 password pattern: 6 to 20 letters and digits, mixing both. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/;
export const PASSWORD_RULE_TEXT = '密码须为6到20位字母和数字组合';
export const PASSWORD_MISMATCH_TEXT = '两次输入的密码不一致';

export const changePasswordSchema = z
  .object({
    oldPassword: z.string().check(z.minLength(1, '请输入原密码')),
    newPassword: z.string().check(z.regex(PASSWORD_PATTERN, PASSWORD_RULE_TEXT)),
    confirmPassword: z.string().check(z.minLength(1, '请再次输入新密码')),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      message: PASSWORD_MISMATCH_TEXT,
      path: ['confirmPassword'],
    }),
  );

export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

/**
 * The captcha image the upstream answers (protocol §4 `"image": "data:image/png;base64,..."`; 01 §7
 * "returns an image"): a base64 data URL of a raster image: png, jpeg, gif or webp (the PNG in the
 * protocol is its example, 01-#28). Never svg, which could carry script.
 */
export function isCaptchaImage(image: unknown): image is string {
  return typeof image === 'string' && /^data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/.test(image);
}
