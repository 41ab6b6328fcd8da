'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { ApiError, apiAnswer } from '@/lib/client/fetcher';
import { notify } from '@/lib/client/notify';
import {
  AUTH_CHANNELS,
  AUTH_MAX_LENGTH,
  AUTH_SUBMITTED,
  AUTH_TYPES,
  authCheckBody,
  authResult,
  ELEMENT_CHECK_PATH,
  EMPTY_AUTH_FORM,
  MOBILE_PLACEHOLDER,
  validateAuthCheck,
  type AuthChannel,
  type AuthCheckData,
  type AuthCheckForm,
  type AuthType,
} from '@/lib/widgets/auth-check';

export interface AuthElementCheckProps {
  /** A retry of an earlier check: only the channel and the element count are asked. */
  authId?: string;
  /** The member a re-verified record is of (spec 02 §7 retry authentication: memberId, authId). */
  memberId?: string;
  onSuccess?: (data: AuthCheckData) => void;
}

type TextField = 'cardNo' | 'idcNum' | 'realName' | 'mobile';

const INPUTS: ReadonlyArray<{ name: TextField; label: string; placeholder: string; inputMode?: 'numeric' }> = [
  { name: 'cardNo', label: '银行卡号', placeholder: '请输入银行卡号', inputMode: 'numeric' },
  { name: 'idcNum', label: '身份证号', placeholder: '请输入身份证号' },
  { name: 'realName', label: '真实姓名', placeholder: '请输入真实姓名' },
  { name: 'mobile', label: '手机号', placeholder: MOBILE_PLACEHOLDER, inputMode: 'numeric' },
];

const SELECT =
  'h-8 w-full rounded border border-gray-300 bg-white px-2 text-sm text-gray-800 outline-none hover:border-gray-400 focus:border-brand';

/** Three/four-element authentication check (spec 01 §2 item 8, §4, §5). */
export function AuthElementCheck({ authId, memberId, onSuccess }: AuthElementCheckProps) {
  const [form, setForm] = useState<AuthCheckForm>(EMPTY_AUTH_FORM);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const set = <K extends keyof AuthCheckForm>(key: K, v: AuthCheckForm[K]) => setForm((f) => ({ ...f, [key]: v }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const warning = validateAuthCheck(form, authId);
    if (warning) {
      notify({ type: 'warning', message: warning });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const { data, message } = await apiAnswer<AuthCheckData | null>(ELEMENT_CHECK_PATH, { body: authCheckBody(form, authId, memberId) });
      setResult(authResult(message));
      notify({ type: 'success', message: AUTH_SUBMITTED, duration: 5000 });
      onSuccess?.(data ?? {});
    } catch (err) {
      // The fetcher has notified already; the line keeps the reason next to the form.
      if (err instanceof ApiError && err.status !== 41) setResult({ ok: false, message: err.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-1">
      <Field label="认证通道" htmlFor="aec-channel">
        <select
          id="aec-channel"
          className={SELECT}
          value={form.prcCnlCode}
          onChange={(e) => set('prcCnlCode', e.target.value as AuthChannel)}
        >
          {AUTH_CHANNELS.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </Field>
      {authId ? (
        <fieldset className="mb-4 flex items-center gap-4 text-sm text-gray-700">
          <legend className="mb-1 text-sm text-gray-700">认证类型</legend>
          {AUTH_TYPES.map((t) => (
            <label key={t.value} className="inline-flex items-center gap-1">
              <input
                type="radio"
                name="aec-auth-type"
                value={t.value}
                checked={form.authType === t.value}
                onChange={() => set('authType', t.value as AuthType)}
              />
              {t.label}
            </label>
          ))}
        </fieldset>
      ) : (
        INPUTS.map((i) => (
          <Field key={i.name} label={i.label} htmlFor={`aec-${i.name}`} required={i.name !== 'mobile'}>
            <Input
              id={`aec-${i.name}`}
              value={form[i.name]}
              maxLength={AUTH_MAX_LENGTH[i.name]}
              placeholder={i.placeholder}
              inputMode={i.inputMode}
              autoComplete="off"
              onChange={(e) => set(i.name, e.target.value)}
            />
          </Field>
        ))
      )}
      <div className="flex items-center gap-3">
        <Button variant="primary" type="submit" loading={busy}>
          提交
        </Button>
        {result?.message && (
          <span role="status" className={`text-sm ${result.ok ? 'text-ok' : 'text-warn'}`}>
            {result.message}
          </span>
        )}
      </div>
    </form>
  );
}
