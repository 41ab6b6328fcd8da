'use client';

import { useEffect } from 'react';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { api } from '@/lib/client/fetcher';
import { fromRecord } from '@/lib/forms/schema';
import type { FormView } from '@/lib/forms/view';

type Values = Record<string, string>;

/**
 * A form opened without its record (a toolbar's 调账) whose key is typed: once the key settles,
 * its record is loaded with the form's own load call and fills the read-only fields (账户名称,
 * 可用余额), so the form and its confirmation say whose money it is (issue #39). Nothing is
 * filled for a key the upstream does not know; the submission is refused there with its reason.
 */
export function useKeyLookup(view: FormView, editing: boolean, control: Control<Values>, setValue: UseFormSetValue<Values>): void {
  const key =
    !editing && view.load && view.idKey && view.fields.some((f) => f.key === view.idKey && f.readOnly !== true) ? view.idKey : null;
  const typed = useWatch({ control, name: key ?? '', disabled: !key });
  useEffect(() => {
    if (!key || !view.load) return;
    const shown = view.fields.filter((f) => f.readOnly === true);
    const fill = (record: Record<string, unknown> | null) => {
      const values = fromRecord({ ...view, fields: shown }, record);
      for (const f of shown) setValue(f.key, record ? (values[f.key] ?? '') : '', { shouldDirty: false });
    };
    const value = String(typed ?? '').trim();
    if (!value) return fill(null);
    const load = view.load;
    const ctl = new AbortController();
    const timer = window.setTimeout(() => {
      api<Record<string, unknown>>(load.path, { body: { [key]: value }, method: load.method, silent: true, signal: ctl.signal })
        .then((record) => !ctl.signal.aborted && fill(record ?? null))
        .catch(() => !ctl.signal.aborted && fill(null));
    }, 400);
    return () => {
      window.clearTimeout(timer);
      ctl.abort();
    };
  }, [key, typed, view, setValue]);
}
