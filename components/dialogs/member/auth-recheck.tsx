'use client';

import { AuthElementCheck } from '@/components/widgets/auth-element-check';
import type { ActionWidgetProps } from '../bespoke';

/**
 * Settlement-card re-verification (spec 02): the element-check widget for a failed record's authId;
 * only the channel and the element count are asked, the record's elements are checked again.
 */
export function AuthRecheck({ id, scope, onDone }: ActionWidgetProps) {
  return (
    <div data-widget="authRecheck">
      <p className="mb-3 text-sm text-gray-600">认证编号：{id}</p>
      <AuthElementCheck authId={id} memberId={scope?.memberId} onSuccess={onDone} />
    </div>
  );
}
