'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { download } from '@/lib/client/download';
import { notify } from '@/lib/client/notify';

/** The SQL page: a query of up to 9999 characters in a 2-to-5-row box, exported as a CSV file. */
export function SqlPage({ path, maxLength }: { path: string; maxLength: number }) {
  const [sql, setSql] = useState('');
  const [busy, setBusy] = useState(false);
  const rows = Math.min(5, Math.max(2, sql.split('\n').length));
  const run = async () => {
    if (!sql.trim()) {
      notify({ type: 'warning', message: '请输入SQL' });
      return;
    }
    setBusy(true);
    try {
      await download(path, { sql }, { name: 'SQL查询', ext: 'csv' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="space-y-3 rounded-md border border-gray-200 bg-white p-4">
      <label className="block text-sm text-gray-700" htmlFor="sql-text">
        SQL语句（仅支持单条查询语句，结果以文件导出，每次执行都会记录审计日志）
      </label>
      <textarea
        id="sql-text"
        data-testid="sql-text"
        className="w-full rounded border border-gray-300 p-2 font-mono text-sm"
        rows={rows}
        maxLength={maxLength}
        value={sql}
        placeholder="SELECT ... FROM ..."
        onChange={(e) => setSql(e.target.value)}
      />
      <div className="flex items-center justify-between text-xs text-gray-500">
        <span>
          {sql.length}/{maxLength}
        </span>
        <Button variant="primary" disabled={busy} onClick={run} data-testid="sql-export">
          {busy ? '导出中…' : '执行并导出'}
        </Button>
      </div>
    </section>
  );
}
