// Login and session calls (protocol README §4).
import { bearerToken, findEmployeeByLogin, hashPassword, hashPasswordSync, issueToken, passwordMatches, revokeToken } from '../auth.ts';
import { randomInt } from 'node:crypto';
import { createCaptcha, verifyCaptcha } from '../captcha.ts';
import { ApiError, bizError } from '../context.ts';
import type { Ctx, Route } from '../context.ts';
import { menusOf, rightsOf } from '../rights.ts';
import { orgName } from '../scope.ts';
import { formatTime, str } from '../util.ts';

const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60 * 1000;
const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/;

function plaintext(ctx: Ctx) {
  const { cfg, keys } = ctx.app;
  return { plaintext: cfg.plaintext, keyId: keys.keyId, publicKey: keys.publicKeyPem };
}

function getImgCaptcha(ctx: Ctx) {
  return createCaptcha(ctx.app.db, ctx.app.cfg.captchaCode);
}

function checkCaptcha(ctx: Ctx) {
  // Checking keeps the captcha for the login that follows, or uses it up (UPSTREAM_CHECK_CAPTCHA=consume, 01-T5).
  if (!verifyCaptcha(ctx.app.db, ctx.body.captchaKey, ctx.body.captchaCode, ctx.app.cfg.checkConsumes))
    throw bizError('验证码错误', 'E1002');
  return null;
}

function logAttempt(ctx: Ctx, loginId: unknown, result: string, source: string): void {
  ctx.app.db
    .prepare('INSERT INTO login_log (login_id, result, source, crt_time) VALUES (?, ?, ?, ?)')
    .run(typeof loginId === 'string' ? loginId.slice(0, 64) : null, result, source, formatTime(Date.now()));
}

// A hash to compare against for unknown accounts, so they take as long as known ones.
const DUMMY = hashPasswordSync('unknown-account');

async function login(ctx: Ctx) {
  const { db } = ctx.app;
  const h = ctx.req.headers;
  // A product code the platform does not run; 'unset' is what a client with none stored sends (01 §4).
  const product = String(h.productcode ?? '').toLowerCase();
  if (product !== 'unset' && !db.prepare('SELECT 1 FROM product WHERE product_code = ?').get(product))
    throw bizError('产品编码不存在', 'E1010');
  const { loginId, password, captchaKey, captchaCode } = ctx.body;
  // The captcha is consumed whatever the outcome: one guess per image.
  if (!verifyCaptcha(db, captchaKey, captchaCode, true)) {
    logAttempt(ctx, loginId, 'E1002', 'login');
    throw bizError('验证码错误', 'E1002');
  }
  const row = typeof loginId === 'string' ? findEmployeeByLogin(db, loginId.trim()) : undefined;
  if (!row || typeof password !== 'string') {
    await hashPassword(String(password ?? ''), DUMMY.salt);
    logAttempt(ctx, loginId, 'E1001', 'login');
    throw bizError('账号或密码错误', 'E1001');
  }
  if (row.status !== 1) {
    // Checked after the password, so a disabled account's existence is not revealed to a guesser.
    if (!(await passwordMatches(password, row.pwd_salt, row.pwd_hash))) {
      logAttempt(ctx, loginId, 'E1001', 'login');
      throw bizError('账号或密码错误', 'E1001');
    }
    logAttempt(ctx, loginId, 'E1007', 'login');
    throw bizError('账号已停用，请联系管理员', 'E1007');
  }
  if (row.locked_until > Date.now()) {
    logAttempt(ctx, loginId, 'E1003', 'login');
    throw bizError('账号已锁定，请15分钟后再试', 'E1003');
  }
  if (!(await passwordMatches(password, row.pwd_salt, row.pwd_hash))) {
    const { failed_count: failed } = db
      .prepare('UPDATE employee SET failed_count = failed_count + 1 WHERE emp_id = ? RETURNING failed_count')
      .get(row.emp_id) as { failed_count: number };
    if (failed >= MAX_FAILURES) {
      // The fifth wrong password in a row locks the account and says so at once.
      db.prepare('UPDATE employee SET failed_count = 0, locked_until = ? WHERE emp_id = ?').run(Date.now() + LOCK_MS, row.emp_id);
      logAttempt(ctx, loginId, 'E1003', 'login');
      throw bizError('账号已锁定，请15分钟后再试', 'E1003');
    }
    logAttempt(ctx, loginId, 'E1001', 'login');
    throw bizError('账号或密码错误', 'E1001');
  }
  db.prepare('UPDATE employee SET failed_count = 0, locked_until = 0, last_login_time = ? WHERE emp_id = ?').run(
    formatTime(Date.now()),
    row.emp_id,
  );
  logAttempt(ctx, loginId, 'success', 'login');
  return { token: issueToken(db, row.emp_id), empId: row.emp_id, memberId: row.member_id };
}

function main(ctx: Ctx) {
  const emp = ctx.emp!;
  return {
    member: {
      memberId: emp.memberId,
      loginId: emp.loginId,
      realName: emp.realName,
      roleType: emp.roleType,
      productCode: emp.productCode,
      orgCode: emp.orgCode,
      orgName: orgName(ctx.app.db, emp.orgCode),
    },
    menus: menusOf(rightsOf(ctx.app.db, emp)),
  };
}

function buttons(ctx: Ctx) {
  const emp = ctx.emp!;
  // Rights are private to their holder: another employee's list is refused.
  if (ctx.query.get('empId') !== emp.empId) throw new ApiError(403, 43, '无权查看');
  return rightsOf(ctx.app.db, emp);
}

async function resetPassword(ctx: Ctx) {
  const { db } = ctx.app;
  const emp = ctx.emp!;
  const { oldPassword, newPassword } = ctx.body;
  const row = findEmployeeByLogin(db, emp.loginId)!;
  if (typeof oldPassword !== 'string' || !(await passwordMatches(oldPassword, row.pwd_salt, row.pwd_hash))) {
    throw bizError('原密码错误', 'E1005');
  }
  if (typeof newPassword !== 'string' || !PASSWORD_RULE.test(newPassword)) throw bizError('密码须为6到20位字母和数字组合', 'E1006');
  const { salt, hash } = hashPasswordSync(newPassword);
  db.prepare('UPDATE employee SET pwd_salt = ?, pwd_hash = ? WHERE emp_id = ?').run(salt, hash, emp.empId);
  return null;
}

function recordLoginLog(ctx: Ctx) {
  logAttempt(ctx, str(ctx.body.loginId), String(str(ctx.body.result) ?? '').slice(0, 200), 'client');
  return null;
}

function logout(ctx: Ctx) {
  const token = bearerToken(ctx.req.headers.authorization);
  if (token) revokeToken(ctx.app.db, token);
  return null;
}

const RESET_TTL_MS = 5 * 60 * 1000;
const RESET_TRIES = 5;

/**
 * POST /admin/standard/captcha {loginId, captchaKey, captchaCode}: the image captcha is checked
 * (and used up), then a 6-digit code goes by SMS to the account's mobile; the answer names the
 * mobile masked. An unknown or disabled account answers the same, so the call reveals nothing.
 */
function sendResetCode(ctx: Ctx) {
  const { db, cfg } = ctx.app;
  const { loginId, captchaKey, captchaCode } = ctx.body;
  if (!verifyCaptcha(db, captchaKey, captchaCode, true)) throw bizError('验证码错误', 'E1002');
  const id = typeof loginId === 'string' ? loginId.trim() : '';
  const row = id ? findEmployeeByLogin(db, id) : undefined;
  if (!row || row.status !== 1) return { maskMobile: '' };
  // With the test captcha fixed (UPSTREAM_CAPTCHA_CODE) the SMS code is fixed too: 246810.
  const code = cfg.captchaCode ? '246810' : String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.prepare('INSERT OR REPLACE INTO reset_code (login_id, code, expires_at, tries) VALUES (?, ?, ?, 0)').run(
    row.login_id,
    code,
    Date.now() + RESET_TTL_MS,
  );
  if (!cfg.captchaCode) process.stderr.write(`[sms] reset code for ${row.login_id}: ${code}\n`);
  const emp = db.prepare('SELECT mask_mobile AS m FROM employee WHERE emp_id = ?').get(row.emp_id) as { m: string };
  return { maskMobile: emp.m };
}

/** POST /client/standard/resetPwdByAccount {loginId, smsCode, newPassword}: a right code sets the password and unlocks. */
function resetByAccount(ctx: Ctx) {
  const { db } = ctx.app;
  const { loginId, smsCode, newPassword } = ctx.body;
  const id = typeof loginId === 'string' ? loginId.trim() : '';
  const sent = db.prepare('SELECT code, expires_at, tries FROM reset_code WHERE login_id = ?').get(id) as
    | { code: string; expires_at: number; tries: number }
    | undefined;
  if (!sent || sent.expires_at < Date.now() || sent.tries >= RESET_TRIES) {
    if (sent) db.prepare('DELETE FROM reset_code WHERE login_id = ?').run(id);
    throw bizError('短信验证码已失效，请重新获取', 'E1009');
  }
  if (typeof smsCode !== 'string' || smsCode.trim() !== sent.code) {
    db.prepare('UPDATE reset_code SET tries = tries + 1 WHERE login_id = ?').run(id);
    throw bizError('短信验证码错误', 'E1008');
  }
  if (typeof newPassword !== 'string' || !PASSWORD_RULE.test(newPassword)) throw bizError('密码须为6到20位字母和数字组合', 'E1006');
  const row = findEmployeeByLogin(db, id)!;
  const { salt, hash } = hashPasswordSync(newPassword);
  db.prepare('UPDATE employee SET pwd_salt = ?, pwd_hash = ?, failed_count = 0, locked_until = 0 WHERE emp_id = ?').run(
    salt,
    hash,
    row.emp_id,
  );
  db.prepare('DELETE FROM reset_code WHERE login_id = ?').run(id);
  logAttempt(ctx, id, 'reset', 'reset');
  return null;
}

export const sessionRoutes: Route[] = [
  { method: 'GET', path: '/user-manager/plaintext', handler: plaintext, public: true },
  { method: 'POST', path: '/client/standard/getImgCaptcha', handler: getImgCaptcha, public: true },
  { method: 'POST', path: '/client/standard/checkCaptcha', handler: checkCaptcha, public: true },
  { method: 'POST', path: '/admin/standard/login', handler: login, public: true },
  { method: 'POST', path: '/admin/standard/captcha', handler: sendResetCode, public: true },
  { method: 'POST', path: '/client/standard/resetPwdByAccount', handler: resetByAccount, public: true },
  // Protocol §2 does not list it among the public calls: it needs the bearer token.
  { method: 'POST', path: '/client/standard/recordLoginLog', handler: recordLoginLog },
  { method: 'POST', path: '/admin/standard/main', handler: main },
  { method: 'GET', path: '/employe/res/btn', handler: buttons },
  { method: 'POST', path: '/admin/standard/resetpwd', handler: resetPassword },
  { method: 'POST', path: '/admin/standard/logout', handler: logout },
];
