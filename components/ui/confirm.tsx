'use client';

import { useSyncExternalStore } from 'react';
import { getPendingConfirm, getServerPendingConfirm, settleConfirm, subscribeConfirm } from '@/lib/client/confirm';
import { NOTICE_TITLE } from '@/lib/errors/classify';
import { Button } from './button';
import { Dialog } from './dialog';

export { confirm, type ConfirmOptions } from '@/lib/client/confirm';

/** Mount once in a layout; renders the question of the current confirm() call. */
export function ConfirmHost() {
  const current = useSyncExternalStore(subscribeConfirm, getPendingConfirm, getServerPendingConfirm);
  return (
    <Dialog
      open={current !== null}
      onOpenChange={(open) => !open && settleConfirm(false)}
      title={current?.title ?? NOTICE_TITLE}
      width="420px"
      footer={
        <>
          <Button onClick={() => settleConfirm(false)}>{current?.cancelText ?? '取消'}</Button>
          <Button variant="primary" onClick={() => settleConfirm(true)} autoFocus>
            {current?.okText ?? '确定'}
          </Button>
        </>
      }
    >
      <p className="text-sm text-gray-700">{current?.message}</p>
    </Dialog>
  );
}
