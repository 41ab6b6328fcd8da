'use client';

import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input } from '@/components/ui/input';
import { NETWORK_ERROR_TEXT } from '@/lib/errors/classify';
import { notify } from '@/lib/client/notify';
import { resetCodeSchema, resetSchema } from '@/lib/schemas/reset';

type Values = { loginId: string; captchaCode: string; smsCode: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { loginId: '', captchaCode: '', smsCode: '', newPassword: '', confirmPassword: '' };

async function post(path: string, body: unknown): Promise<{ ok: boolean; message?: string; field?: string; maskMobile?: string }> {
  try {
    const res = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json().catch(() => ({ ok: false, message: `${res.status}` }))) as { ok: boolean; message?: string };
  } catch {
    return { ok: false, message: NETWORK_ERROR_TEXT };
  }
}

/**
 * 忘记密码 (spec 01 §7: /admin/standard/captcha, resetPwdByAccount; public calls,
 * protocol §2): the account and the image captcha ask for an SMS code; the code and the new
 * password (typed twice, spec 01 §5 rule) set it. Loaded when the login screen's link is clicked.
 */
export function ResetPasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [captcha, setCaptcha] = useState<{ captchaKey: string; image: string } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refreshCaptcha = useCallback(async () => {
    try {
      const res = await fetch('/auth/captcha', { cache: 'no-store', credentials: 'same-origin' });
      const body = (await res.json()) as { captchaKey?: string; image?: string };
      setCaptcha(body.captchaKey && body.image ? { captchaKey: body.captchaKey, image: body.image } : null);
    } catch {
      setCaptcha(null);
    }
  }, []);
  useEffect(() => {
    if (open) void refreshCaptcha();
  }, [open, refreshCaptcha]);

  function close() {
    // Passwords never linger in a closed dialog.
    setValues(EMPTY);
    setErrors({});
    setSentTo(null);
    onOpenChange(false);
  }
  const set = (k: keyof Values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [k]: e.target.value }));
  const fieldErrors = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) =>
    Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]).reverse()) as Partial<Record<keyof Values, string>>;

  async function sendCode() {
    const parsed = resetCodeSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    if (!captcha) return setErrors({ captchaCode: '验证码加载失败，请点击刷新' });
    setBusy(true);
    const answer = await post('/auth/reset/code', { ...parsed.data, captchaKey: captcha.captchaKey });
    setBusy(false);
    if (!answer.ok) {
      setErrors(answer.field === 'captchaCode' ? { captchaCode: answer.message } : {});
      if (answer.field !== 'captchaCode') notify({ type: 'error', message: answer.message ?? '验证码发送失败' });
      setValues((v) => ({ ...v, captchaCode: '' }));
      void refreshCaptcha();
      return;
    }
    setErrors({});
    setSentTo(answer.maskMobile ?? '');
    notify({ type: 'success', message: answer.maskMobile ? `短信验证码已发送至${answer.maskMobile}` : '短信验证码已发送' });
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (sentTo === null) return void sendCode();
    const parsed = resetSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setBusy(true);
    const { loginId, smsCode, newPassword } = parsed.data;
    const answer = await post('/auth/reset', { loginId, smsCode, newPassword, confirmPassword: newPassword });
    setBusy(false);
    if (!answer.ok) return notify({ type: 'error', message: answer.message ?? '密码重置失败' });
    notify({ type: 'success', message: '密码重置成功，请使用新密码登录' });
    close();
  }

  const input = (k: keyof Values, label: string, type = 'text', extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <Field label={label} htmlFor={`reset-${k}`} error={errors[k]} required>
      <Input id={`reset-${k}`} name={k} type={type} value={values[k]} onChange={set(k)} invalid={!!errors[k]} {...extra} />
    </Field>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="忘记密码"
      width="440px"
      modalLock
      footer={
        <>
          <Button onClick={close}>取消</Button>
          <Button variant="primary" type="submit" form="reset-password-form" loading={busy}>
            {sentTo === null ? '获取短信验证码' : '重置密码'}
          </Button>
        </>
      }
    >
      <form id="reset-password-form" onSubmit={submit} noValidate className="flex flex-col gap-1">
        {input('loginId', '账号', 'text', { autoComplete: 'username', placeholder: '请输入账号', readOnly: sentTo !== null })}
        {sentTo === null ? (
          <Field label="验证码" htmlFor="reset-captchaCode" error={errors.captchaCode} required>
            <div className="flex items-center gap-2">
              <Input
                id="reset-captchaCode"
                name="captchaCode"
                autoComplete="off"
                placeholder="请输入验证码"
                value={values.captchaCode}
                onChange={set('captchaCode')}
                invalid={!!errors.captchaCode}
                className="flex-1"
              />
              <button
                type="button"
                onClick={() => void refreshCaptcha()}
                aria-label="点击刷新验证码"
                className="h-8 w-28 shrink-0 overflow-hidden rounded border border-gray-300 bg-gray-100"
              >
                {captcha ? <img src={captcha.image} alt="找回密码验证码" className="h-full w-full object-cover" /> : '点击刷新'}
              </button>
            </div>
          </Field>
        ) : (
          <>
            {sentTo && <p className="mb-1 text-sm text-gray-600">短信验证码已发送至{sentTo}</p>}
            {input('smsCode', '短信验证码', 'text', { autoComplete: 'one-time-code', placeholder: '请输入短信验证码' })}
            {input('newPassword', '新密码', 'password', { autoComplete: 'new-password', placeholder: '6到20位字母和数字组合' })}
            {input('confirmPassword', '确认新密码', 'password', { autoComplete: 'new-password' })}
          </>
        )}
      </form>
    </Dialog>
  );
}
