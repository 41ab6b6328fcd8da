'use client';

import { useState } from 'react';
import { type PendingConfirm, settleConfirm } from '@/lib/client/confirm';
import { NOTICE_TITLE } from '@/lib/errors/texts';
import { Button } from './button';
import { Dialog } from './dialog';
import { Input } from './input';

export function Question({ current }: { current: PendingConfirm }) {
  const [value, setValue] = useState(current.input?.value ?? '');
  const [error, setError] = useState<string | null>(null);
  const ok = () => {
    if (!current.input) return settleConfirm('');
    const refusal = current.input.validate?.(value) ?? null;
    if (refusal) return setError(refusal);
    settleConfirm(value);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && settleConfirm(null)}
      title={current.title ?? NOTICE_TITLE}
      width="420px"
      footer={
        <>
          <Button onClick={() => settleConfirm(null)}>{current.cancelText ?? '取消'}</Button>
          <Button variant="primary" onClick={ok} autoFocus={!current.input}>
            {current.okText ?? '确定'}
          </Button>
        </>
      }
    >
      <p className="text-sm text-gray-700">{current.message}</p>
      {current.details && current.details.length > 0 && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded bg-gray-50 px-3 py-2 text-sm" data-confirm-details="">
          {current.details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-gray-500">{label}</dt>
              <dd className="text-gray-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {current.input && (
        <form
          className="mt-3 flex flex-col gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            ok();
          }}
        >
          <Input
            aria-label={current.input.label}
            value={value}
            maxLength={current.input.maxLength}
            invalid={!!error}
            autoFocus
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
          <p role={error ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
            {error ?? ''}
          </p>
        </form>
      )}
    </Dialog>
  );
}
