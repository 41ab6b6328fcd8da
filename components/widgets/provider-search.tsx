'use client';

// Provider search popover (spec 01 §2 widget 3, spec 03): keyword box, result table, emits the
// provider code; the input then shows the provider's name.
import { providerPage } from '@/lib/calls/lookups';
import { useMemo } from 'react';
import { api } from '@/lib/client/fetcher';
import type { RoleType } from '@/lib/screens/types';
import { readPage } from '@/lib/widgets/search';
import { PROVIDER_PLACEHOLDER, PROVIDER_ROWS, providerColumns, providerSearchBody, type ProviderRow } from '@/lib/widgets/search-provider';
import { SearchPopover } from './search-popover';

export type { ProviderRow };

export interface ProviderSearchProps {
  id?: string;
  value?: string;
  placeholder?: string;
  roleType: RoleType;
  onSelect(emit: { providerCode: string }, row: ProviderRow): void;
  onClear(): void;
  className?: string;
}

export function ProviderSearch({ id, value, placeholder, roleType, onSelect, onClear, className }: ProviderSearchProps) {
  const columns = useMemo(() => providerColumns(roleType), [roleType]);
  return (
    <SearchPopover<ProviderRow>
      id={id}
      value={value}
      className={className}
      placeholder={placeholder ?? PROVIDER_PLACEHOLDER}
      columns={columns}
      fetchPage={async (multiSearch, signal) =>
        readPage(PROVIDER_ROWS, await api(providerPage.path, { body: providerSearchBody(multiSearch), signal, silent: true }))
      }
      rowKey={(row) => String(row.providerCode ?? '')}
      rowLabel={(row) => String(row.providerName || row.providerCode || '')}
      onSelect={(row) => onSelect({ providerCode: String(row.providerCode ?? '') }, row)}
      onClear={onClear}
    />
  );
}
