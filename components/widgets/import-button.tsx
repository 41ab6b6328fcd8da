'use client';

import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { RoleType } from '@/lib/access/gate';
import { confirm } from '@/lib/client/confirm';
import { NOTICE_TITLE } from '@/lib/errors/texts';
import type { ImportPreview } from '@/lib/list/types';
import { idempotencyKey, settleIdempotency } from '@/lib/client/idempotency';
import { notify } from '@/lib/client/notify';
import { onDemand } from '@/lib/client/on-demand';
import { buildUploadForm, EXCEL_FORMAT_WARNING, importNotice, isExcelFileName } from '@/lib/widgets/upload';

export interface ImportButtonProps {
  /** Upstream path of the import call (multipart, field `file`), `{p}` already resolved. */
  call: string;
  label?: string;
  /** Route name for X-Console-Screen; default: the current page's. */
  screen?: string;
  /** After a successful import, e.g. to reload the list. */
  onDone?: () => void;
  /** A money import: the file carries an idempotency key, kept until the upstream has answered. */
  idempotent?: boolean;
  /** Its template: a 基础模板 code and the template call's path (下载模板 beside the button). */
  template?: { code: string; path: string };
  roleType?: RoleType;
  /** A money import: its lines are counted and totalled, and nothing goes until the operator confirms. */
  preview?: ImportPreview;
}

/** What the operator is told when a money import's file cannot be read for its last look. */
export const UNREADABLE_IMPORT = '无法读取该文件，请使用模板格式的 xlsx 文件';

/** A money import's last look (issue #53): the file, its count and totals; true to send it. */
async function lastLook(file: File, preview: ImportPreview): Promise<boolean> {
  let rows: string[][];
  try {
    const { readXlsxFile } = await onDemand(() => import('@/lib/client/xlsx'));
    rows = await readXlsxFile(file);
  } catch {
    notify({ type: 'warning', message: UNREADABLE_IMPORT });
    return false;
  }
  const { importFigures, importQuestion } = await onDemand(() => import('@/lib/widgets/import-preview'));
  const { message, details } = importQuestion(file.name, importFigures(rows, preview));
  return confirm({ title: NOTICE_TITLE, message, details, okText: '确认导入' });
}

/** Excel import (spec 01 §2 item 10, §5, §8): choose a file, send it, say how it went. */
export function ImportButton({ call, label = '导入', screen, onDone, idempotent, template, roleType, preview }: ImportButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function onChange(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    // Clearing lets the operator pick the same file again after fixing it.
    e.target.value = '';
    if (!file) return;
    if (!isExcelFileName(file.name)) {
      notify({ type: 'warning', message: EXCEL_FORMAT_WARNING });
      return;
    }
    setBusy(true);
    try {
      if (preview && !(await lastLook(file, preview))) return;
      // Loaded when a file is chosen: the upload code is not part of the screen's first load.
      const { uploadFile } = await onDemand(() => import('@/lib/client/upload'));
      const slot = `import:${call}`;
      const fileFacts = { name: file.name, size: file.size, modified: file.lastModified };
      const key = idempotent ? idempotencyKey(slot, fileFacts) : undefined;
      const result = await uploadFile<unknown>(call, buildUploadForm(file, file.name), { screen, idempotencyKey: key });
      if (idempotent && result.kind !== 'transport') settleIdempotency(slot);
      const notice = importNotice(result);
      if (notice) notify(notice);
      if (result.kind === 'ok') onDone?.();
    } catch {
      // The upload code did not load: already notified.
    } finally {
      setBusy(false);
    }
  }

  async function downloadTemplate() {
    if (!template) return;
    const { download } = await onDemand(() => import('@/lib/client/download'));
    await download(template.path, { templateCode: template.code }, { name: `${label}模板`, ext: 'xlsx', roleType, screen });
  }

  return (
    <>
      {template && (
        <Button onClick={() => void downloadTemplate()} data-testid="import-template">
          下载模板
        </Button>
      )}
      <Button loading={busy} onClick={() => input.current?.click()}>
        {busy ? '导入中…' : label}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        className="hidden"
        aria-label={label}
        onChange={onChange}
      />
    </>
  );
}
