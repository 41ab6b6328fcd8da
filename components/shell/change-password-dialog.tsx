'use client';

import { resetPassword } from '@/lib/calls/session';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { api } from '@/lib/client/fetcher';
import { changePasswordSchema, type ChangePasswordForm } from '@/lib/schemas/login';
import { notify } from '@/lib/client/notify';
import { zodResolver } from '@/lib/client/zod-resolver';

const EMPTY: ChangePasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** The 修改密码 dialog; POST /admin/standard/resetpwd through the proxy. Loaded on demand. */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const {
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;

  function toggle(next: boolean) {
    // Passwords never linger in a closed dialog.
    if (!next) reset(EMPTY);
    onOpenChange(next);
  }

  const onSubmit = handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await api(resetPassword.path, { body: { oldPassword, newPassword } });
    } catch {
      return; // the fetcher has already shown the upstream's message
    }
    notify({ type: 'success', message: '修改成功' });
    toggle(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={toggle}
      title="修改密码"
      width="440px"
      modalLock
      footer={
        <>
          <Button onClick={() => toggle(false)}>取消</Button>
          <Button variant="primary" type="submit" form="change-password-form" loading={isSubmitting}>
            确定
          </Button>
        </>
      }
    >
      <form id="change-password-form" onSubmit={onSubmit} noValidate className="flex flex-col gap-1">
        <TextField form={form} name="oldPassword" label="原密码" id="cp-old" type="password" autoComplete="current-password" />
        <TextField
          form={form}
          name="newPassword"
          label="新密码"
          id="cp-new"
          type="password"
          autoComplete="new-password"
          placeholder="6到20位字母和数字组合"
        />
        <TextField form={form} name="confirmPassword" label="确认新密码" id="cp-confirm" type="password" autoComplete="new-password" />
      </form>
    </Dialog>
  );
}
