// Login and session calls (protocol §4). Made by the console's auth handlers and rights cache,
// never by the browser, except the password change.
import { call } from './define.ts';
import { AUTH } from './login-log.ts';

export { recordLoginLog } from './login-log.ts';

export const captchaImage = call('POST /client/standard/getImgCaptcha', { internal: AUTH });
export const login = call('POST /admin/standard/login', { internal: AUTH });
export const logout = call('POST /admin/standard/logout', { internal: AUTH });
export const main = call('POST /admin/standard/main', { internal: 'the rights cache (lib/access)' });
export const buttonRights = call('GET /employe/res/btn', { internal: 'the rights cache (lib/access)' });
export const resetPassword = call('POST /admin/standard/resetpwd', { signedIn: 'every operator may change their own password' });
/** Password reset by account (spec 01 §7, protocol §2: public calls), made by app/auth/reset. */
export const checkCaptcha = call('POST /client/standard/checkCaptcha', { internal: AUTH });
export const resetCode = call('POST /admin/standard/captcha', { internal: AUTH });
export const resetByAccount = call('POST /client/standard/resetPwdByAccount', { internal: AUTH });
