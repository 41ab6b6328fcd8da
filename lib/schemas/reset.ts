// The password reset by account (spec 01 §7: captcha check, /admin/standard/captcha,
// resetPwdByAccount), written once: the login screen's form and the /auth/reset handlers.
import * as z from 'zod/mini';
import { LOGIN_MESSAGES, PASSWORD_MISMATCH_TEXT, PASSWORD_PATTERN, PASSWORD_RULE_TEXT } from './login.ts';

export const SMS_CODE_TEXT = '请输入短信验证码';

const loginId = z.string().check(z.trim(), z.minLength(1, LOGIN_MESSAGES.loginId), z.maxLength(64));

/** Step 1: the account and the image captcha; the server asks for the SMS code. */
export const resetCodeSchema = z.object({
  loginId,
  captchaCode: z.string().check(z.trim(), z.minLength(1, LOGIN_MESSAGES.captchaCode), z.maxLength(16)),
});

/** Step 2: the SMS code and the new password (spec 01 §5 pattern), typed twice. */
export const resetSchema = z
  .object({
    loginId,
    smsCode: z.string().check(z.trim(), z.minLength(1, SMS_CODE_TEXT), z.maxLength(8)),
    newPassword: z.string().check(z.regex(PASSWORD_PATTERN, PASSWORD_RULE_TEXT)),
    confirmPassword: z.string().check(z.minLength(1, '请再次输入新密码')),
  })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORD_MISMATCH_TEXT, path: ['confirmPassword'] }));

export type ResetCodeForm = z.infer<typeof resetCodeSchema>;
export type ResetForm = z.infer<typeof resetSchema>;
