'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { passesExportCheck } from '@/lib/client/export-check';
import { onDemand } from '@/lib/client/on-demand';
import type { ExportView } from '@/lib/list/view';
import type { RoleType } from '@/lib/screens';

export interface ExportButtonProps {
  exp: ExportView;
  /** The search form; paging is dropped on the way out. */
  body: Record<string, unknown>;
  roleType: RoleType;
  productCode: string;
}

/** Export of the current search: a file, a background task (offers the report log) or a TUSN text list. */
export function ExportButton({ exp, body, roleType, productCode }: ExportButtonProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    // The export's own fields (a report code) go beside the search form.
    const sent = exp.body ? { ...body, ...exp.body } : body;
    try {
      // Spec 01 §7: under mcf the psam exports make their check call first (lib/client/export-check.ts).
      if (exp.mcfCheck && productCode.toLowerCase() === 'mcf' && !(await passesExportCheck(exp.mcfCheck.path, sent))) return;
      // Loaded on the click: the download code is not part of the list screen's first load.
      const { download } = await onDemand(() => import('@/lib/client/download'));
      await download(exp.call.path, sent, {
        name: exp.name,
        roleType,
        ext: exp.ext ?? (exp.kind === 'text' ? 'txt' : undefined),
        navigate: router.push,
      });
    } catch {
      // Already notified.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button loading={busy} onClick={run} data-testid="export">
      导出
    </Button>
  );
}
