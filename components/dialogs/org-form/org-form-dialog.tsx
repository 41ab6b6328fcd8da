'use client';

import { Dialog } from '@/components/ui/dialog';
import { closeDialog, encodeTarget } from '@/lib/client/url';
import type { BespokeFormProps } from '../bespoke';
import type { OrgFormFlags } from './tab-props';
import { useOrgForm } from './org-form';
import { useLeaveGuard } from '../use-leave-guard';
import { OrgContext } from './paths';
import { terms } from '@/lib/terms';

/** The organisation form in add or edit mode, opened from the URL (`form:org-add:`, `form:org-edit:<orgCode>`). */
export function OrgFormDialog({ view, id, top }: BespokeFormProps) {
  return (
    <OrgContext.Provider value={{ calls: view.calls ?? {}, terms: view.terms ?? terms('all') }}>
      <Frame view={view} id={id} top={top} />
    </OrgContext.Provider>
  );
}

function Frame({ view, id, top }: BespokeFormProps) {
  const { body, footer, dirty } = useOrgForm({
    mode: id ? 'edit' : 'add',
    orgCode: id,
    flags: (view.flags ?? {}) as OrgFormFlags,
    variant: typeof view.props?.variant === 'string' ? view.props.variant : undefined,
    success: view.success,
    onSaved: () => top && closeDialog(),
    onCancel: () => void close(),
  });
  // Five steps of typing are not dropped by a stray ×, Esc or 取消 (issue #39): it asks first.
  const mayLeave = useLeaveGuard(dirty, encodeTarget({ kind: 'form', form: view.id, id }));
  const close = async () => {
    if (top && (await mayLeave())) closeDialog();
  };
  return (
    <Dialog
      open
      modalLock
      onOpenChange={(open) => !open && void close()}
      title={id ? `${view.editTitle} ${id}` : view.title}
      width={view.width}
      footer={footer}
    >
      {body}
    </Dialog>
  );
}
