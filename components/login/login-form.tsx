'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import { businessErrorText, httpErrorText, NETWORK_ERROR_TEXT } from '@/lib/errors/classify';
import { loginSchema, type LoginForm as LoginValues, type LoginRequest } from '@/lib/schemas/login';
import { rememberProductCode, storedProductCode } from '@/lib/client/location';
import { notify } from '@/lib/client/notify';
import { zodResolver } from '@/lib/client/zod-resolver';

type ResetDialog = typeof import('./reset-password-dialog').ResetPasswordDialog;

interface Captcha {
  captchaKey: string;
  image: string;
}

export interface LoginFormProps {
  /** The `from` search parameter; the server validates it before redirecting there. */
  returnTo?: string;
  /** The `code` search parameter: the product the operator signs in to. */
  productCode?: string;
}

async function readJson(res: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await res.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function failureText(res: Response, body: Record<string, unknown>): string {
  const message = typeof body.message === 'string' ? body.message : '';
  const code = typeof body.code === 'string' || typeof body.code === 'number' ? body.code : undefined;
  return message ? businessErrorText(message, code) : httpErrorText(res.status);
}

export function LoginForm({ returnTo, productCode: fromUrl }: LoginFormProps) {
  // Spec 01 §4: the code travels in the query; when it is missing it comes from local storage.
  const [productCode, setProductCode] = useState(fromUrl);
  useEffect(() => {
    if (fromUrl) {
      rememberProductCode(fromUrl);
      return;
    }
    const stored = storedProductCode();
    if (!stored) return;
    setProductCode(stored);
    const url = new URL(window.location.href);
    url.searchParams.set('code', stored);
    window.history.replaceState(null, '', url);
  }, [fromUrl]);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  // Loaded when 忘记密码 is clicked: the sign-in itself does not need it (the /Login JS budget).
  const [ResetPasswordDialog, setResetDialog] = useState<ResetDialog | null>(null);
  const openReset = () =>
    void import('./reset-password-dialog')
      .then((m) => {
        setResetDialog(() => m.ResetPasswordDialog);
        setResetOpen(true);
      })
      .catch(() => notify({ type: 'error', message: NETWORK_ERROR_TEXT }));
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  // Only the newest captcha request may win: a slow earlier answer must not overwrite the key.
  const seq = useRef(0);

  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { loginId: '', password: '', captchaCode: '' },
  });
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;

  const refreshCaptcha = useCallback(async () => {
    const mine = ++seq.current;
    try {
      const res = await fetch('/auth/captcha', { cache: 'no-store', credentials: 'same-origin' });
      const body = await readJson(res);
      if (mine !== seq.current) return;
      if (res.ok && typeof body.captchaKey === 'string' && typeof body.image === 'string') {
        setCaptcha({ captchaKey: body.captchaKey, image: body.image });
        setCaptchaError(null);
      } else {
        setCaptcha(null);
        setCaptchaError(failureText(res, body));
      }
    } catch {
      if (mine !== seq.current) return;
      setCaptcha(null);
      setCaptchaError(NETWORK_ERROR_TEXT);
    }
  }, []);

  useEffect(() => {
    // Fetching on mount (not on the server) keeps each captcha bound to this browser's session.
    void refreshCaptcha();
  }, [refreshCaptcha]);

  const onSubmit = handleSubmit(async (values) => {
    if (!captcha) {
      notify({ type: 'error', message: captchaError ?? '验证码加载失败，请点击刷新' });
      void refreshCaptcha();
      return;
    }
    const request: LoginRequest = { ...values, captchaKey: captcha.captchaKey };
    if (returnTo) request.returnTo = returnTo;
    if (productCode) request.productCode = productCode;
    let res: Response;
    let body: Record<string, unknown>;
    try {
      res = await fetch('/auth/login', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(request),
      });
      body = await readJson(res);
    } catch {
      notify({ type: 'error', message: NETWORK_ERROR_TEXT });
      void refreshCaptcha();
      return;
    }
    if (res.ok && body.ok === true && typeof body.redirect === 'string') {
      // A full load, so the console layout renders fresh from the new session. It replaces the
      // login entry: Back from the console must not land on /Login, which drops the cookie while
      // the session itself lives on (issue #39).
      window.location.replace(body.redirect);
      return;
    }
    notify({ type: 'error', message: failureText(res, body) });
    // A captcha is single-use: every failure needs a new one.
    setValue('captchaCode', '');
    setFocus('captchaCode');
    void refreshCaptcha();
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1" aria-label="登录">
        <TextField form={form} name="loginId" label="账号" id="login-id" autoComplete="username" placeholder="请输入账号" />
        <TextField
          form={form}
          name="password"
          label="密码"
          id="login-password"
          type="password"
          autoComplete="current-password"
          placeholder="请输入密码"
        />
        <Field label="验证码" htmlFor="login-captcha" error={errors.captchaCode?.message ?? captchaError ?? undefined} required>
          <div className="flex items-center gap-2">
            <Input
              id="login-captcha"
              autoComplete="off"
              placeholder="请输入验证码"
              invalid={!!errors.captchaCode}
              className="flex-1"
              {...register('captchaCode')}
            />
            <button
              type="button"
              onClick={() => void refreshCaptcha()}
              title="点击刷新"
              aria-label="点击刷新验证码"
              className="h-8 w-28 shrink-0 overflow-hidden rounded border border-gray-300 bg-gray-100 hover:border-brand"
            >
              {captcha ? (
                // A data: URL from our own server; next/image adds nothing for it.
                <img src={captcha.image} alt="验证码" title="点击刷新" className="h-full w-full object-cover" />
              ) : (
                <span className="text-xs text-gray-500">点击刷新</span>
              )}
            </button>
          </div>
        </Field>
        <Button type="submit" variant="primary" className="mt-2 w-full" disabled={isSubmitting} loading={isSubmitting}>
          登录
        </Button>
        <button type="button" onClick={openReset} className="mt-2 self-end text-sm text-brand hover:underline">
          忘记密码
        </button>
      </form>
      {/* Outside the sign-in form: a portal's submit still bubbles through the React tree. */}
      {resetOpen && ResetPasswordDialog && <ResetPasswordDialog open={resetOpen} onOpenChange={setResetOpen} />}
    </>
  );
}
