'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';

// The form, its zod schema and react-hook-form load only when an operator reaches for the button:
// they are most of a screen's first-load JS otherwise.
const ChangePasswordDialog = dynamic(() => import('./change-password-dialog').then((m) => m.ChangePasswordDialog), { ssr: false });

/** 修改密码 in the top bar. */
export function ChangePassword() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => setWanted(true);
  return (
    <>
      <button
        type="button"
        onMouseEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="rounded px-2 py-1 text-sm text-gray-600 hover:bg-gray-100 hover:text-brand"
      >
        修改密码
      </button>
      {wanted && <ChangePasswordDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}
